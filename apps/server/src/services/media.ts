import { join } from 'node:path';

/*
 * Where a stored media name lives. The store names files relative to a media root, as `/media/…`
 * serves them: the files that ship with the server (`media/`), or those a content pack brought,
 * kept under the data directory by their digest (README, "Content packs").
 */

/** The prefix of the media names a content pack brought. */
export const PACK_MEDIA = 'pack/';

/** The data directory's media root, which holds `pack/<digest>/<name>`. */
export const dataMediaDir = (dataDir: string): string => join(dataDir, 'media');

/** The root a stored media name is read from. */
export function mediaRootOf(config: { mediaDir: string; dataDir: string }, file: string): string {
  return file.startsWith(PACK_MEDIA) ? dataMediaDir(config.dataDir) : config.mediaDir;
}

/** The file a stored media name stands for. */
export const mediaPathOf = (config: { mediaDir: string; dataDir: string }, file: string): string =>
  join(mediaRootOf(config, file), file);
