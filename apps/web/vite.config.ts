import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Packages that declare no `sideEffects` but have none: without this, one unused import of yup (the
// UI package's password schema) would put all of yup in the first script every visitor loads.
const pureWithoutSaying = /[\\/]node_modules[\\/](yup|tiny-case|property-expr|toposort)[\\/]/;

// `pnpm dev` proxies the API to a locally running reference server (`pnpm --filter @campus/server start`).
const apiTarget = process.env.CAMPUS_API_URL ?? 'http://localhost:3000';

/**
 * In development vite serves index.html itself: this puts in the host settings the reference
 * server would inject (its development routes must be on), so Search, Languages and Support show
 * as under `pnpm start`. `?lang=he` picks the language, as it does on the server.
 */
function hostSettingsFromServer(): Plugin {
  return {
    name: 'campus-host-settings',
    apply: 'serve',
    async transformIndexHtml(html, context) {
      const lang = new URL(context.originalUrl ?? '/', 'http://dev').searchParams.get('lang');
      const url = `${apiTarget}/wp-json/campus-dev/v1/host-settings${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`;
      try {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        const settings = JSON.stringify(await response.json()).replace(/</g, '\\u003c');
        return html.replace(
          '<!--campus-settings-->',
          `<script>window.campusSettings = ${settings};</script>`,
        );
      } catch (error) {
        console.warn(
          `No host settings from ${url} (${String(error)}): start the server with CAMPUS_DEV_ROUTES=1, e.g. pnpm --filter @campus/server dev.`,
        );
        return html;
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), hostSettingsFromServer()],
  // The dev server reads the packages' sources (the workspace's `@campus/source` export condition),
  // so an edit in packages/*/src reloads in place. The production build keeps the packages' built
  // `dist`, whose chunks and minified styles the size budgets are measured on.
  resolve:
    command === 'serve' ? { conditions: ['@campus/source', ...defaultClientConditions] } : {},
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by the server, which preloads the page language's message chunk with the page.
    manifest: true,
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
    proxy: {
      '/wp-json': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
}));
