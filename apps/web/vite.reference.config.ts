import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileOnLoad, oxc } from './vite.config';

/**
 * The reference page (`reference/`), built as the app is (the same transforms, target and
 * compile hint) into `dist-reference/`, which nothing serves but the route budget.
 */
export default defineConfig({
  root: 'reference',
  plugins: [react(), compileOnLoad()],
  oxc,
  publicDir: false,
  build: {
    outDir: '../dist-reference',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
});
