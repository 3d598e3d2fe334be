import { defaultClientConditions, defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// Packages that declare no `sideEffects` but have none: without this, one unused import of yup (the
// UI package's password schema) would put all of yup in the first script every visitor loads.
const pureWithoutSaying = /[\\/]node_modules[\\/](yup|tiny-case|property-expr|toposort)[\\/]/;

// React Router ships one build, written for development too, and none of its components is marked
// pure: a top-level `var Form = React.forwardRef(...)` and its `Form.displayName = "Form"` (a name
// for React's developer tools) both count as side effects, so every component the package defines,
// and all that it calls, stayed in the first script (the data router's <Form>, <ScrollRestoration>,
// <HistoryRouter>), though no screen renders them.
const reactRouterBuild =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router[\\/]dist[\\/]/;
// The package's own production build (dist/production, which its exports never name) differs from
// the one they do name by this switch alone: off, the warnings meant for a developer and the
// strings they print leave the first script.
const devWarningsSwitch = /^var ENABLE_DEV_WARNINGS = true;$/m;
const displayNameStatement = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const componentFactory = /= (React\d*\.(?:forwardRef|memo|createContext)\()/g;

function reactRouterTreeShaking(): Plugin {
  return {
    name: 'campus-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!reactRouterBuild.test(id)) return null;
      return {
        // Edits within lines only, so every line stays where the source map expects it.
        code: code
          .replace(devWarningsSwitch, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(displayNameStatement, '')
          .replace(componentFactory, '= /* @__PURE__ */ $1'),
        map: null,
      };
    },
  };
}

/**
 * Chromium compiles a script's functions when each is first called, on the page's thread, unless
 * the script's first line asks it to compile them all while the script streams in, off that
 * thread (`//# allFunctionsCalledOnLoad`). Every chunk is loaded when what it holds is about to
 * run (the first script, a screen, an area, the player on intent), so every chunk of some size
 * asks: about 1,300 functions were compiled one by one on the page's thread at each start, a third
 * of its start-up work, and under a hundred are now (README, "Start-up work"). A chunk under 4 KB
 * holds a few functions, which cost less to compile than the hint costs to send. Engines without
 * the hint read a comment. Added last, above the line Vite itself puts first.
 */
const COMPILE_ALL = '//# allFunctionsCalledOnLoad\n';
const COMPILE_ALL_FROM_BYTES = 4096;

export function compileOnLoad(): Plugin {
  return {
    name: 'campus-compile-on-load',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.length < COMPILE_ALL_FROM_BYTES) continue;
          chunk.code = COMPILE_ALL + chunk.code;
          // One line more at the top: every mapping moves down by one, in the map already written
          // out as a file of its own too.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}

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

/**
 * Styled components get their class names from ids the transform derives from each one's file and
 * place, instead of from the order the bundles happen to define them in: the server renderer and the
 * browser then name every class alike, and a prerendered page hydrates without a mismatch. The UI
 * and player packages' built files get the same treatment.
 */
export const oxc: UserConfig['oxc'] = {
  include: [/\.(m?ts|[jt]sx)$/, /packages[\\/](ui|player)[\\/]dist[\\/].*\.js$/],
  plugins: { styledComponents: { ssr: true, displayName: false, fileName: false } },
};

/**
 * The service worker (`sw/sw.ts`, README "Offline"), built beside the app with the list of what
 * it keeps: the release's scripts and styles, the icons and the manifest. Not source maps, nor the
 * precompressed copies (the server sends those to the worker as to any page), nor index.html,
 * which only the server fills in (settings, language), so the worker keeps the server's page.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  // The app registers it itself, for members, once the page is ready (kit/serviceWorker.ts).
  injectRegister: false,
  // public/manifest.webmanifest is the app's own.
  manifest: false,
  injectManifest: {
    rollupFormat: 'iife',
    target: 'es2022',
    sourcemap: true,
    globPatterns: ['assets/*.{js,css}', 'icons/*.png', 'favicon.svg', 'manifest.webmanifest'],
    // Hashed names change with their content: the address alone tells a release's file.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 1_000_000,
  },
});

/**
 * `vite build --ssr` builds the server renderer (src/prerender.tsx) the reference server runs to
 * prerender the public first screens. It is self-contained (every dependency bundled), so the
 * server loads it without this package's node_modules, and it lives outside `dist`, which is served.
 */
const serverRenderer: UserConfig = {
  plugins: [react()],
  oxc,
  publicDir: false,
  // React and the libraries pick their production builds from this, as the browser build does.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    target: 'node20',
    sourcemap: true,
    rolldownOptions: {
      // One file: the server imports a new build under a new address, and split chunks would
      // import the old one's shared code back by its plain name, a second copy of every module.
      output: { codeSplitting: false },
      treeshake: {
        moduleSideEffects: (id: string) => (pureWithoutSaying.test(id) ? false : undefined),
      },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverRenderer
    : {
        plugins: [
          react(),
          hostSettingsFromServer(),
          reactRouterTreeShaking(),
          serviceWorker,
          compileOnLoad(),
        ],
        oxc,
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
              // The first script keeps one name, whatever chunking decides (tests hold it back by it).
              entryFileNames: 'assets/start-[hash].js',
              // Everything the first page needs in one file. Left to automatic chunking, modules shared
              // with lazy areas become many small preloaded chunks that compress worse and cost requests.
              codeSplitting: {
                groups: [
                  // React DOM comes in the first script too, but runs only when main.tsx imports it,
                  // in a task of its own after this script's (a file of its own would compress
                  // worse: 2 KB more on every route).
                  {
                    name: 'start',
                    test: /[\\/]src[\\/]main\.tsx$|[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react-dom|scheduler)[\\/]/,
                    includeDependenciesRecursively: true,
                  },
                  // What every account screen loads (the area's state and sagas, the forms' kit), in one
                  // file: left apart, each screen's own mix of them split it into five small ones.
                  {
                    name: 'accounts',
                    test: /[\\/]src[\\/]features[\\/]accounts[\\/](index|sagas|workers|slice|selectors|formKit|useDeferredResolver)\.tsx?$/,
                    // Only these: the helpers they share with other areas stay where those areas get them.
                    includeDependenciesRecursively: false,
                  },
                  // The courses area's index brings its cards and hooks with its state, so each of its screens
                  // and the dashboard load them all: one file rather than nine, with the area's texts in
                  // English, the fallback that comes with it in every language.
                  {
                    name: 'courses',
                    test: /[\\/]src[\\/](features[\\/]courses[\\/](index|sagas|slice|selectors|format|runProgress|useMyCourses|usePrice|CourseRunCard|payment[\\/]providers)|i18n[\\/]locales[\\/]en[\\/]courses)\.tsx?$/,
                    includeDependenciesRecursively: false,
                  },
                  // Resources and search load as areas too: each area's state, sagas and the parts other
                  // areas show (resource cards, the search panel's form) in one file.
                  {
                    name: 'resources',
                    test: /[\\/]src[\\/]features[\\/]resources[\\/](index|sagas|slice|selectors|browser|ResourceModalHost|ResourceCard|ResourceIcon|ResourceLibrary)\.tsx?$/,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'search',
                    test: /[\\/]src[\\/]features[\\/]search[\\/](index|sagas|slice|selectors|SearchPanelBody|SearchForm|PopularTerms)\.tsx?$/,
                    includeDependenciesRecursively: false,
                  },
                  // Certificates: the area, its texts in English (the fallback) and the parts both its
                  // screens show, in one file beside each screen's own.
                  {
                    name: 'certificates',
                    test: /[\\/]src[\\/](features[\\/]certificates[\\/](index|sagas|slice|selectors|texts|format|ShareLink)|i18n[\\/](certificates|locales[\\/]en[\\/]certificates))\.tsx?$/,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'plan',
                    test: /[\\/]src[\\/](features[\\/]plan[\\/](index|sagas|slice|selectors|texts|form)|i18n[\\/](plan|locales[\\/]en[\\/]plan))\.tsx?$/,
                    includeDependenciesRecursively: false,
                  },
                  // The same for the Learning Centre: its state and sagas (its rooms' too) and cards come
                  // with each of its screens, with the reads it shares with saving for offline. Not a
                  // room's start.ts, which every page's first script runs.
                  {
                    name: 'training',
                    test: /[\\/]src[\\/](features[\\/]training[\\/]((modules|lessons|progress)[\\/](?!start\.)[^\\/]+|index|sagas|slice|selectors|cards)|kit[\\/](learningCentreReads|libraryVideo))\.tsx?$/,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
            treeshake: {
              moduleSideEffects: (id) => (pureWithoutSaying.test(id) ? false : undefined),
            },
          },
        },
        server: {
          proxy: {
            '/wp-json': { target: apiTarget, changeOrigin: true },
            '/media': { target: apiTarget, changeOrigin: true },
          },
        },
      },
);
