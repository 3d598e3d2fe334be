import {
  driveFileId,
  driveMediaUrl,
  isDriveUrl,
  isHostUrl,
  mediaType,
  needsStreaming,
} from './patterns';
import type { CreateEngine } from './engines/types';

export type PlayerKey = 'host' | 'drive' | 'file';

/** Where sources are fetched from; the app passes the theme's values. */
export interface PlayerConfig {
  /** Address of the embedded host's player script. @default the host's official script */
  hostScriptUrl?: string;
  /** Base of the drive media endpoint (a reference server can stand in). @default the drive API's files URL */
  driveMediaBase?: string;
  /** The theme's `google_drive_key`. @default '' */
  driveKey?: string;
}

export interface ResolvedSource {
  key: PlayerKey;
  /** The address the engine actually plays. */
  src: string;
  type?: string;
  streaming: boolean;
}

export interface PlayerEntry {
  key: PlayerKey;
  canPlay(url: string): boolean;
  resolve(url: string, config: PlayerConfig): ResolvedSource | undefined;
  /** Engine code, loaded only when a source of this kind is on screen. */
  load(): Promise<CreateEngine>;
}

const loadFileEngine = () => import('./engines/file').then((m) => m.createFileEngine);

/** Source → player kind, first match wins (the embedded host, then the drive host, then files). */
export const players: readonly PlayerEntry[] = [
  {
    key: 'host',
    canPlay: isHostUrl,
    resolve: (url) => ({ key: 'host', src: url, streaming: false }),
    load: () => import('./engines/host').then((m) => m.createHostEngine),
  },
  {
    key: 'drive',
    canPlay: isDriveUrl,
    resolve(url, config) {
      const id = driveFileId(url);
      if (!id) {
        console.warn('A drive video address needs an id parameter or a /file/d/ path:', url);
        return undefined;
      }
      const src = driveMediaUrl(id, config.driveKey ?? '', config.driveMediaBase);
      return { key: 'drive', src, type: 'video/mp4', streaming: false };
    },
    load: loadFileEngine,
  },
  {
    key: 'file',
    canPlay: (url) => !!mediaType(url),
    resolve(url) {
      const type = mediaType(url) ?? '';
      return { key: 'file', src: url, type, streaming: needsStreaming(type) };
    },
    load: loadFileEngine,
  },
];

export function findPlayer(url: string): PlayerEntry | undefined {
  return players.find((entry) => entry.canPlay(url));
}

/** The source to play, or undefined (with a console message that says so) when no player fits. */
export function resolveSource(url: string, config: PlayerConfig = {}): ResolvedSource | undefined {
  const entry = findPlayer(url);
  if (!entry) {
    console.error('cannot find a type of player for src', url);
    return undefined;
  }
  return entry.resolve(url, config);
}
