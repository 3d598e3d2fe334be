import { existsSync, readdirSync } from 'node:fs';
import { loadConfig } from '../../config';
import { openDb } from '../../services/store';
import { exportPack } from './export';
import { readPack } from './format';
import { generatePack, SIZES, type Size } from './generate';
import { importPack } from './import';
import { openPack, type PackSource } from './source';
import { MemberSpill } from './spill';

/** Where the commands write: standard output and error, or a test's lists. */
export interface Output {
  log(line: string): void;
  error(line: string): void;
}

export const USAGE = `usage:
  campus content validate DIR          check a pack (a folder or a .zip)
  campus content import DIR [--prune]  bring it into the store of DATA_DIR or DATABASE_URL
  campus content export DIR            write the store's content as a pack
  campus content generate --size S|M|L|XL --out DIR [--members]`;

const counts = (pack: ReturnType<typeof readPack>['pack']) =>
  `${pack.memberFiles.length} members, ${pack.modules.length} modules, ${pack.lessons.length} lessons, ${pack.resources.length} resources, ${pack.products.length} products, ${pack.categories.length} categories, ${pack.buckets.length} buckets, ${pack.media.size} media files`;

/**
 * Reads and checks the pack at `dir`, printing each problem; the pack when it has none. Each
 * member checked goes to `keep`.
 */
function checked(dir: string, out: Output, source: PackSource, keep?: MemberSpill) {
  const { pack, problems } = readPack(source, { keep: keep && ((m) => keep.add(m)) });
  for (const p of problems) out.error(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length > 0) {
    out.error(
      `${dir}: ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was changed`,
    );
    return undefined;
  }
  return pack;
}

async function withStore<T>(
  root: string,
  env: NodeJS.ProcessEnv,
  work: (db: ReturnType<typeof openDb>, config: ReturnType<typeof loadConfig>) => Promise<T>,
): Promise<T> {
  const config = loadConfig(root, env);
  const db = openDb(config.databaseUrl, config.dataDir);
  try {
    await db.migrate();
    return await work(db, config);
  } finally {
    await db.close();
  }
}

/**
 * `campus content …` (README, "Content packs"). `root` is the server package, whose configuration
 * and media the commands use as the server does. Returns the exit code: 0 done, 1 refused or failed,
 * 2 not understood.
 */
export async function contentCommand(
  args: string[],
  root: string,
  env: NodeJS.ProcessEnv,
  out: Output,
): Promise<number> {
  const [command, ...rest] = args;
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const option = (name: string) => {
    const at = rest.indexOf(name);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  const dir = rest.find(
    (a, i) => !a.startsWith('--') && !rest[i - 1]?.startsWith('--size') && rest[i - 1] !== '--out',
  );
  try {
    switch (command) {
      case 'validate': {
        if (!dir) break;
        const pack = checked(dir, out, openPack(dir));
        if (!pack) return 1;
        out.log(`${dir}: valid: ${counts(pack)}`);
        return 0;
      }
      case 'import': {
        if (!dir || [...flags].some((f) => f !== '--prune')) break;
        const source = openPack(dir);
        const spill = new MemberSpill();
        try {
          const pack = checked(dir, out, source, spill);
          if (!pack) return 1;
          const started = Date.now();
          const summary = await withStore(root, env, (db, config) =>
            importPack(db, config, pack, source, {
              prune: flags.has('--prune'),
              members: spill.members(),
            }),
          );
          out.log(
            `${dir}: imported ${counts(pack)}: ${summary.created} created, ${summary.updated} updated, ${summary.removed} removed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
          );
          return 0;
        } finally {
          spill.remove();
        }
      }
      case 'export': {
        if (!dir) break;
        if (existsSync(dir) && readdirSync(dir).length > 0) {
          out.error(`${dir} is not empty: export writes a new pack into an empty or new folder`);
          return 1;
        }
        const { items, missing } = await withStore(root, env, (db, config) =>
          exportPack(db, config, dir),
        );
        for (const name of missing)
          out.error(`media file ${name} is not in the media folders; left out of the pack`);
        out.log(`${dir}: exported ${items} items`);
        return 0;
      }
      case 'generate': {
        const size = option('--size')?.toUpperCase();
        const to = option('--out');
        if (!to || !size) break;
        if (!(size in SIZES)) {
          out.error(`--size ${size}: one of ${Object.keys(SIZES).join(', ')}`);
          return 2;
        }
        if (existsSync(to) && readdirSync(to).length > 0) {
          out.error(`${to} is not empty: generate writes a new pack into an empty or new folder`);
          return 1;
        }
        const { items } = generatePack(size as Size, to, loadConfig(root, env).mediaDir, {
          members: flags.has('--members'),
        });
        out.log(`${to}: generated ${items} items (size ${size})`);
        return 0;
      }
    }
  } catch (error) {
    out.error(`content ${command}: ${(error as Error).message}`);
    return 1;
  }
  out.error(USAGE);
  return 2;
}
