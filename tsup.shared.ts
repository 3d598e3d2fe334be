import type { Options } from 'tsup';

/** Build settings every published package shares: ESM + CJS + declarations, peers external. */
export function packageBuild(overrides: Options = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    ...overrides,
  };
}
