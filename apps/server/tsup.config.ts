import { defineConfig } from 'tsup';

// The server is an application: one ESM bundle of its own code, every dependency left to node_modules.
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    bench: 'scripts/bench.ts',
    'bench-captions': 'scripts/bench-captions.ts',
    reset: 'scripts/reset.ts',
    backup: 'scripts/backup.ts',
    'rotate-key': 'scripts/rotate-key.ts',
    'testing/pool': 'src/test/pool.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  dts: false,
  skipNodeModulesBundle: true,
});
