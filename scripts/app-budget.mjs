// The app's initial JavaScript: the entry script and every chunk index.html preloads with it,
// gzipped. Lazy areas (and video.js, and locale files) are not in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 150;
const dist = 'apps/web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1]);

let total = 0;
for (const file of new Set(files)) {
  const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += bytes;
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
const totalKb = total / 1024;
console.log(`@campus/web initial JS: ${totalKb.toFixed(1)} KB gzipped (budget ${LIMIT_KB} KB)`);
if (totalKb > LIMIT_KB) {
  console.error(`  over budget by ${(totalKb - LIMIT_KB).toFixed(1)} KB`);
  process.exit(1);
}
