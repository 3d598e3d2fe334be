import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.shared';

// `testing` and `contract` are entries of their own: factories, fault injection and schemas never
// reach the main bundle.
export default defineConfig(
  packageBuild({ entry: ['src/index.ts', 'src/testing.ts', 'src/contract.ts'] }),
);
