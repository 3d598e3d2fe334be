// Size budget (issue 5): the kit must stay at or under a third of MUI's Dialog + Stepper +
// CircularProgress (51.6 KB gz), i.e. 17 KB min+gz with the peers and yup external.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const BUDGET = 17 * 1024;
const peers = ['react', 'react-dom', 'styled-components'];

async function gzipped(external) {
  const result = await build({
    entryPoints: ['dist/index.js'],
    bundle: true,
    minify: true,
    format: 'esm',
    external,
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

const withoutYup = await gzipped([...peers, 'yup']);
const withYup = await gzipped(peers);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `@campus/ui min+gz: ${kb(withoutYup)} (budget ${kb(BUDGET)}); with yup bundled: ${kb(withYup)}`,
);
if (withoutYup > BUDGET) {
  console.error(`Over the size budget by ${withoutYup - BUDGET} bytes.`);
  process.exit(1);
}
