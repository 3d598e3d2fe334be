import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { unzipSync } from 'fflate';

/** A pack's files by their path inside it (`/`-separated), from a folder or a zip of one. */
export interface PackSource {
  /** Every file's path, sorted. */
  paths: string[];
  read(path: string): Buffer | undefined;
}

function folderSource(dir: string): PackSource {
  const paths: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) paths.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  paths.sort();
  const known = new Set(paths);
  return {
    paths,
    read: (path) => (known.has(path) ? readFileSync(join(dir, ...path.split('/'))) : undefined),
  };
}

function zipSource(file: string): PackSource {
  const entries = unzipSync(readFileSync(file));
  let names = Object.keys(entries).filter((name) => !name.endsWith('/'));
  // A zip of the pack's folder holds one folder at its top: the pack is inside it.
  const tops = new Set(names.map((name) => name.split('/')[0]));
  const [top] = tops;
  const prefix =
    tops.size === 1 && names.every((name) => name.includes('/')) && !top!.endsWith('.yaml')
      ? `${top}/`
      : '';
  names = names.map((name) => name.slice(prefix.length)).sort();
  return {
    paths: names,
    read: (path) => {
      const bytes = entries[prefix + path];
      return bytes ? Buffer.from(bytes) : undefined;
    },
  };
}

/** Opens `path`, a pack's folder or a `.zip` of it; throws a message for anything else. */
export function openPack(path: string): PackSource {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    throw new Error(`${path}: no such folder or file`);
  }
  if (stats.isDirectory()) return folderSource(path);
  if (/\.zip$/i.test(path)) {
    try {
      return zipSource(path);
    } catch (error) {
      throw new Error(`${path}: not a readable zip (${(error as Error).message})`, {
        cause: error,
      });
    }
  }
  throw new Error(`${path}: a pack is a folder or a .zip of one`);
}
