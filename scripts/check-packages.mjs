// Checks the four published packages as their users get them: publint and "are the types wrong"
// on each packed package, then a blank project that installs the tarballs and imports them from
// ESM, from CommonJS and from TypeScript.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const packages = ['api-client', 'ui', 'player', 'auth'];
const run = (command, args, options = {}) =>
  execFileSync(command, args, { stdio: 'inherit', ...options });

const packDir = mkdtempSync(join(tmpdir(), 'campus-packs-'));
for (const name of packages) {
  const dir = resolve('packages', name);
  console.log(`\n▶ @campus/${name}`);
  run('pnpm', ['exec', 'publint', '--strict', dir]);
  // pnpm pack rewrites workspace: ranges to real versions, as publishing does.
  run('pnpm', ['pack', '--pack-destination', packDir], { cwd: dir, stdio: 'ignore' });
}
const tarballs = readdirSync(packDir).filter((file) => file.endsWith('.tgz'));
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
        module,
        moduleResolution: resolution,
        jsx: 'react-jsx',
        skipLibCheck: false,
        types: ['node'],
      },
      files: ['index.ts'],
    }),
  );
  run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: consumer });
  console.log(`TypeScript (${resolution}) imports type-check`);
}
run('node', ['esm.mjs'], { cwd: consumer });
run('node', ['cjs.cjs'], { cwd: consumer });
console.log('\nAll package checks passed.');
