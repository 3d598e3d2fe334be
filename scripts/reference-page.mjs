// The reference page (`apps/web/reference/`: the app's stack drawing one heading, built by
// `pnpm build` into `apps/web/dist-reference/`), which the start-up and phone budgets judge every
// route against: a slower or busier host slows the reference and the route alike (apps/web
// README, "Start-up work" and "Lighthouse budgets").
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/**
 * How many times the reference's start-up a route may cost: its main-thread CPU in the route
 * budget, its blocking time on the phone in the Lighthouse budgets.
 */
export const REFERENCE_TIMES = { public: 2.5, member: 3 };

const DIST = join('apps', 'web', 'dist-reference');

// Headers of the app's answer that belong to that one response or its transfer, not to the page.
const TRANSFER_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-request-id',
]);

/**
 * Serves the reference page on `port` as the reference server serves a prerendered route, so a
 * route's phone figures are judged against the stack's and not against a different kind of page:
 * the page's answer headers copied from the app's (`appHeaders`, a `Headers`: the content security
 * policy with a nonce of this page's, the cross-origin isolation that gives the page a renderer of
 * its own), the heading drawn in the HTML with its style, the script asked for once the page has
 * painted (as `apps/server`'s `appAfterFirstPaint` does) and hydrating the heading, and every
 * answer compressed with brotli, as the app's files are.
 *
 * `draw` is given the address of the page as built (drawn by its script alone) and returns what
 * the browser drew there: `{ html, styles }`, the heading's markup and its rules.
 */
export async function serveReferencePage({ port, appHeaders, draw }) {
  const built = readFileSync(join(DIST, 'index.html'), 'utf8');
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(built);
  if (!script) throw new Error(`${DIST}/index.html has no module script (build apps/web first).`);
  const nonce = randomBytes(16).toString('base64');
  const headers = {};
  for (const [name, value] of appHeaders) {
    if (!TRANSFER_HEADERS.has(name))
      headers[name] = value.replace(/'nonce-[^']+'/, `'nonce-${nonce}'`);
  }
  const files = new Map([[script[1], brotliCompressSync(readFileSync(join(DIST, script[1])))]]);
  const builtPage = brotliCompressSync(built);
  let firstScreen;

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://reference').pathname;
    const file = files.get(path);
    if (file) {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'content-encoding': 'br',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      response.end(file);
    } else if (path === '/') {
      response.writeHead(200, { ...headers, 'content-encoding': 'br' });
      response.end(firstScreen ?? builtPage);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((listening) => server.listen(port, listening));
  const url = `http://localhost:${port}/`;
  try {
    const { html, styles } = await draw(url);
    if (!html.includes('Reference'))
      throw new Error(`The reference page drew no heading: ${html.slice(0, 200)}`);
    const loader = `(function(){var d=document,done=0,load=function(){if(done++)return;var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(script[1])};d.head.append(s)};setTimeout(load,5000);try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();load()}});o.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){requestAnimationFrame(load)})}})();`;
    firstScreen = brotliCompressSync(
      built
        .replace(script[0], `<style data-first-screen>${styles}</style>`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root">${html}</div><script nonce="${nonce}">${loader}</script>`,
        ),
    );
  } catch (error) {
    server.close();
    throw error;
  }
  return { url, close: () => new Promise((closed) => server.close(closed)) };
}
