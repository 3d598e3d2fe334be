// Checks the four published packages as their users get them: publint and "are the types wrong"
// on each packed package, then a blank project that installs the tarballs and imports them from
// ESM, from CommonJS and from TypeScript, and type-checks every ```ts / ```tsx example of their
// READMEs against them.
//
// An example may use names it does not define (a `server`, a `signOut`, a screen component): an
// HTML comment right above its block gives them, and is put before the example's code:
//
//   <!-- example-preamble: declare const server: { url: string }; -->
//
// Each example is written as readme/<package>-<line>.ts(x), padded so that its lines keep their
// README line numbers in the compiler's messages.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const packages = ['api-client', 'ui', 'player', 'auth'];
const run = (command, args, options = {}) =>
  execFileSync(command, args, { stdio: 'inherit', ...options });
const readme = (name) => readFileSync(resolve('packages', name, 'README.md'), 'utf8');

// Each README states its package's size budget as `.size-limit.cjs` has it ("Budget: 6.9 KB"), so
// a raised limit cannot leave an old figure in the docs.
const require = createRequire(import.meta.url);
const limits = require('../.size-limit.cjs');
for (const name of packages) {
  const entry = limits.find((limit) => limit.name.split(' ')[0] === `@campus/${name}`);
  if (!entry) throw new Error(`.size-limit.cjs has no budget for @campus/${name}`);
  const stated = /budget:? ([\d.]+ kB)/i.exec(readme(name))?.[1];
  if (stated?.toLowerCase() !== entry.limit.toLowerCase()) {
    throw new Error(
      `packages/${name}/README.md states the budget as ${stated ?? 'nothing'}; .size-limit.cjs has ${entry.limit}`,
    );
  }
}
console.log('README budgets match .size-limit.cjs');

const packDir = mkdtempSync(join(tmpdir(), 'campus-packs-'));
for (const name of packages) {
  const dir = resolve('packages', name);
  console.log(`\n▶ @campus/${name}`);
  run('pnpm', ['exec', 'publint', '--strict', dir]);
  // pnpm pack rewrites workspace: ranges to real versions, as publishing does.
  run('pnpm', ['pack', '--pack-destination', packDir], { cwd: dir, stdio: 'ignore' });
}
const tarballs = readdirSync(packDir).filter((file) => file.endsWith('.tgz'));
// `@campus/source` sends the workspace's tools to `src/`, which is not published; packing drops it
// (.pnpmfile.cjs), so no published export names a file missing from the tarball.
for (const tarball of tarballs) {
  const manifest = execFileSync('tar', ['-xOzf', join(packDir, tarball), 'package/package.json'], {
    encoding: 'utf8',
  });
  if (manifest.includes('@campus/source')) {
    console.error(`${tarball}: the packed package.json still has the @campus/source condition`);
    process.exit(1);
  }
}
for (const tarball of tarballs) {
  run('pnpm', ['exec', 'attw', '--profile', 'node16', join(packDir, tarball)]);
}

const consumer = mkdtempSync(join(tmpdir(), 'campus-consumer-'));
writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
run(
  'npm',
  [
    'install',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    '--loglevel=error',
    ...tarballs.map((tarball) => join(packDir, tarball)),
    'react@19',
    'react-dom@19',
    'react-router@7',
    'react-router-dom@7',
    'styled-components@6',
    'typescript@6.0.3',
    '@types/react@19',
    // styled-components' declarations name the NodeJS namespace.
    '@types/node@20',
  ],
  { cwd: consumer },
);

const names = packages.map((name) => `@campus/${name}`);
writeFileSync(
  join(consumer, 'esm.mjs'),
  names
    .map(
      (name, i) =>
        `import * as p${i} from '${name}';\nif (Object.keys(p${i}).length === 0) throw new Error('${name}: no ESM exports');`,
    )
    .join('\n') + "\nconsole.log('ESM imports work');\n",
);
writeFileSync(
  join(consumer, 'cjs.cjs'),
  names
    .map(
      (name) =>
        `if (Object.keys(require('${name}')).length === 0) throw new Error('${name}: no CommonJS exports');`,
    )
    .join('\n') + "\nconsole.log('CommonJS requires work');\n",
);
writeFileSync(
  join(consumer, 'index.ts'),
  names.map((name, i) => `import * as p${i} from '${name}';`).join('\n') +
    `\nexport const loaded: unknown[] = [${names.map((_, i) => `p${i}`).join(', ')}];\n`,
);
/** The ```ts and ```tsx blocks of a README, each with its fence's line number and its preamble. */
function readmeExamples(markdown) {
  const lines = markdown.split('\n');
  const examples = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(ts|tsx)\s*$/.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((line, j) => j > i && /^```\s*$/.test(line));
    if (end === -1) throw new Error(`an example opened at line ${i + 1} is never closed`);
    let above = i - 1;
    while (above >= 0 && lines[above].trim() === '') above--;
    let preamble = '';
    if (above >= 0 && lines[above].trimEnd().endsWith('-->')) {
      let start = above;
      while (start > 0 && !lines[start].includes('<!--')) start--;
      const comment = /<!--\s*example-preamble:([\s\S]*?)-->/.exec(
        lines.slice(start, above + 1).join('\n'),
      );
      if (comment) preamble = comment[1].replace(/\s+/g, ' ').trim();
    }
    examples.push({ extension: open[1], fence: i + 1, preamble, code: lines.slice(i + 1, end) });
    i = end;
  }
  return examples;
}

// Its own package.json makes the examples ES modules under node16/nodenext too, as an app's code is.
mkdirSync(join(consumer, 'readme'));
writeFileSync(join(consumer, 'readme', 'package.json'), JSON.stringify({ type: 'module' }));
const exampleFiles = [];
for (const name of packages) {
  const examples = readmeExamples(readme(name));
  // Every README shows its package in use; none found means the fences were not recognised.
  if (examples.length === 0) throw new Error(`packages/${name}/README.md has no ts/tsx example`);
  for (const { extension, fence, preamble, code } of examples) {
    const file = `readme/${name}-${fence}.${extension}`;
    // The preamble sits on the fence's own line, so the code below keeps the README's numbering;
    // `export {}` keeps each example a module, with names of its own.
    const padded = [...Array(fence - 1).fill(''), preamble, ...code, 'export {};', ''];
    writeFileSync(join(consumer, file), padded.join('\n'));
    exampleFiles.push(file);
  }
  console.log(`@campus/${name}: ${examples.length} README examples`);
}

for (const [module, resolution] of [
  ['nodenext', 'nodenext'],
  ['esnext', 'bundler'],
]) {
  writeFileSync(
    join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        // The examples await at the top level, as a module does.
        target: 'es2022',
        module,
        moduleResolution: resolution,
        jsx: 'react-jsx',
        skipLibCheck: false,
        types: ['node'],
      },
      files: ['index.ts', ...exampleFiles],
    }),
  );
  try {
    run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: consumer });
  } catch {
    console.error(
      `\nTypeScript (${resolution}) failed. readme/<package>-<line> is the example whose fence is at` +
        " that line of packages/<package>/README.md; the line numbers above are the README's.",
    );
    process.exit(1);
  }
  console.log(`TypeScript (${resolution}) imports and README examples type-check`);
}
run('node', ['esm.mjs'], { cwd: consumer });
run('node', ['cjs.cjs'], { cwd: consumer });
console.log('\nAll package checks passed.');
