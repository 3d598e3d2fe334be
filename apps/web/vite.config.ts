import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `pnpm dev` proxies the API to a locally running reference server (`pnpm --filter @campus/server start`).
const apiTarget = process.env.CAMPUS_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    assetsInlineLimit: 0,
    // A fixed entry name lets the size budget find the initial chunk.
    rollupOptions: { output: { entryFileNames: 'assets/app-[hash].js' } },
  },
  server: {
    proxy: { '/wp-json': { target: apiTarget, changeOrigin: true } },
  },
});
