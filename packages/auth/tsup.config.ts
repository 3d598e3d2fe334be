import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

// `testing` is its own entry so the fakes never reach the main bundle.
export default defineConfig(packageBuild({ entry: ['src/index.ts', 'src/testing.ts'] }));
