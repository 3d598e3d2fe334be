// Every tool and library the repo installs directly must declare support for the oldest Node the
// README names (the root `engines.node`): a version that needs a newer Node may install but then
// crash on a machine set up as the README says.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import semver from 'semver';

const root = new URL('..', import.meta.url).pathname;
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootManifest = readJson(join(root, 'package.json'));
const oldest = semver.minVersion(rootManifest.engines.node);

const workspaces = [
  root,
  ...['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => join(root, group, name)),
  ),
].filter((dir) => existsSync(join(dir, 'package.json')));

function manifestOf(name, fromDir) {
  const require = createRequire(join(fromDir, 'package.json'));
  // Some packages do not export their package.json, so it is looked up in each node_modules
  // folder Node would search from this workspace.
  for (const candidate of require.resolve.paths(name) ?? []) {
    const file = join(candidate, name, 'package.json');
    if (existsSync(file)) return readJson(file);
  }
  return undefined;
}

const failures = [];
const missing = [];
let checked = 0;
for (const dir of workspaces) {
  const manifest = readJson(join(dir, 'package.json'));
  const deps = { ...manifest.dependencies, ...manifest.devDependencies };
  for (const [name, spec] of Object.entries(deps)) {
    if (String(spec).startsWith('workspace:')) continue;
    const installed = manifestOf(name, dir);
    // Not installed, nothing was checked: a pass here would say nothing.
    if (!installed) {
      missing.push(`${manifest.name}: ${name}`);
      continue;
    }
    checked += 1;
    const range = installed.engines?.node;
    if (range && !semver.satisfies(oldest, range, { includePrerelease: true })) {
      failures.push(`${manifest.name}: ${name}@${installed.version} needs Node ${range}`);
    }
  }
}

if (missing.length || checked === 0) {
  console.error(
    `Nothing to check for ${missing.length || 'any'} declared dependencies: install them first (pnpm install).`,
  );
  for (const name of missing.slice(0, 10)) console.error(`  not installed: ${name}`);
  process.exit(1);
}
if (failures.length) {
  console.error(
    `These need a newer Node than ${oldest} (root engines ${rootManifest.engines.node}):`,
  );
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
console.log(`${checked} direct dependencies run on Node ${oldest}.`);
