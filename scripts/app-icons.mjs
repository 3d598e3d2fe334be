// Draws the installed app's icons (apps/web/public/icons/) from the favicon's mark with Chromium,
// the browser the tests run: `node scripts/app-icons.mjs`. The PNGs are committed (a few KB each),
// so neither the build nor a fresh machine needs to draw them; run this again when the mark changes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const publicDir = new URL('../apps/web/public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
// The mark's two white shapes, as the favicon draws them on its 32-unit square.
const mark = [...favicon.matchAll(/<path [^>]*\/>/g)].map(([path]) => path).join('');
if (!mark) throw new Error('favicon.svg has no <path> to draw the icons from');

const BLUE = '#0b5cad';
/** `purpose: any`: the favicon as it is, rounded corners and all. */
const rounded = favicon;
/**
 * `purpose: maskable`: the launcher crops to its own shape, keeping at least the centre circle of
 * 80 % of the side, so the square is filled and the mark drawn inside that circle.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BLUE}"/><g transform="translate(3.2 3.2) scale(0.8)">${mark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  // iOS rounds the corners itself and shows no transparency.
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  const page = await browser.newPage();
  mkdirSync(new URL('icons/', publicDir), { recursive: true });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${sized}`);
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(new URL(`icons/${file}`, publicDir), png);
    console.log(`icons/${file}: ${size}×${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
