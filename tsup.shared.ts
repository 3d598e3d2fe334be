import type { Options } from 'tsup';

/**
 * Compiler options of the declaration build. tsup 8 passes `baseUrl`, which TypeScript 6
 * deprecates; the option still works there, and tsup 8 is the line that runs on Node 20. The
 * declarations read other `@campus` packages as their users get them (built), not through the
 * workspace's `@campus/source` condition, so no type can be inlined from another package's source.
 */
export const declarationOptions = { ignoreDeprecations: '6.0', customConditions: [] };

/** Build settings every published package shares: ESM + CJS + declarations, peers external. */
export function packageBuild(overrides: Options = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: { compilerOptions: declarationOptions },
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    ...overrides,
  };
}
