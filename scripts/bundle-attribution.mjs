// Where a built script's bytes come from, by package: each chunk's minified code is split by its
// source map into the stretches each source file wrote, every package's share is compressed on
// its own, and the shares are scaled to the chunk's brotli size as sent (apps/web README, "Budget").
// Compressed apart, a share loses the context it had in the whole, so the figures are estimates
// whose sum is the chunk's real size.
//   node scripts/bundle-attribution.mjs                  the first script of apps/web/dist
//   node scripts/bundle-attribution.mjs <chunk.js> ...   those chunks together
// `TOP=<n>` prints that many lines (40).
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

const dist = 'apps/web/dist';
const brotli = (text) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The package a source belongs to: its npm name, a workspace package, or the app's folder. */
function owner(source) {
  const npm = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (npm) return npm[1];
  const workspace = /(packages\/[^/]+)\//.exec(source);
  if (workspace) return `@campus/${workspace[1].slice('packages/'.length)}`;
  const app = /src\/((?:features|shell|kit|app|i18n)\/[^/]+|[^/]+)/.exec(source);
  return app ? `apps/web/src/${app[1]}` : source;
}

/** The scripts index.html asks for: the entry and the modules it preloads. */
function firstScripts() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [
    ...html.matchAll(
      /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/(assets\/[^"]+\.js)"/g,
    ),
  ].map((match) => join(dist, match[1]));
}

const chunks = process.argv.slice(2);
const totals = new Map();
let sent = 0;
for (const file of chunks.length > 0 ? chunks : firstScripts()) {
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const byOwner = new Map();
  let previous;
  const take = (until) => {
    if (!previous) return;
    const line = lines[previous.generatedLine - 1] ?? '';
    const end =
      until?.generatedLine === previous.generatedLine ? until.generatedColumn : line.length;
    const key = previous.source ? owner(previous.source) : '(no source)';
    byOwner.set(key, (byOwner.get(key) ?? '') + line.slice(previous.generatedColumn, end));
  };
  if (existsSync(`${file}.map`)) {
    eachMapping(new TraceMap(readFileSync(`${file}.map`, 'utf8')), (mapping) => {
      take(mapping);
      previous = mapping;
    });
    take();
  } else byOwner.set(`(${basename(file)}, no source map)`, code);
  const whole = brotli(code);
  sent += whole;
  const shares = [...byOwner].map(([key, text]) => [key, text.length, brotli(text)]);
  const sum = shares.reduce((all, [, , size]) => all + size, 0);
  for (const [key, raw, size] of shares) {
    const [rawSoFar, sentSoFar] = totals.get(key) ?? [0, 0];
    totals.set(key, [rawSoFar + raw, sentSoFar + (size * whole) / sum]);
  }
  console.log(`${basename(file)}: ${(whole / 1024).toFixed(1)} KB brotli`);
}
console.log(`\n${'KB sent'.padStart(8)} ${'KB raw'.padStart(8)}  package`);
for (const [key, [raw, size]] of [...totals]
  .sort((a, b) => b[1][1] - a[1][1])
  .slice(0, Number(process.env.TOP ?? 40)))
  console.log(
    `${(size / 1024).toFixed(1).padStart(8)} ${(raw / 1024).toFixed(1).padStart(8)}  ${key}`,
  );
console.log(`${(sent / 1024).toFixed(1).padStart(8)} ${''.padStart(8)}  in all`);
