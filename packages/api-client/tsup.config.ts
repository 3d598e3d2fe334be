import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

// `testing` is its own entry so factories and fault injection never reach the main bundle.
export default defineConfig(packageBuild({ entry: ['src/index.ts', 'src/testing.ts'] }));
