import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Packages that declare no `sideEffects` but have none: without this, one unused import of yup (the
// UI package's password schema) would put all of yup in the first script every visitor loads.
const pureWithoutSaying = /[\\/]node_modules[\\/](yup|tiny-case|property-expr|toposort)[\\/]/;

// `pnpm dev` proxies the API to a locally running reference server (`pnpm --filter @campus/server start`).
const apiTarget = process.env.CAMPUS_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file. Left to automatic chunking, modules shared
        // with lazy areas become many small preloaded chunks that compress worse and cost requests.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
      treeshake: { moduleSideEffects: (id) => (pureWithoutSaying.test(id) ? false : undefined) },
    },
  },
  server: {
    proxy: { '/wp-json': { target: apiTarget, changeOrigin: true } },
  },
});
