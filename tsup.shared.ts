import type { Options } from 'tsup';

/** Build settings every published package shares: ESM + CJS + declarations, peers external. */
export function packageBuild(overrides: Options = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    // tsup 8's declaration build passes `baseUrl`, which TypeScript 6 deprecates; the option still
    // works there, and tsup 8 is the line that runs on Node 20.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    ...overrides,
  };
}
