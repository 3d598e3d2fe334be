/**
 * Every address rule the player knows, in one place so the registry and its tests agree.
 * The embedded video host and the drive host are matched by name inside the address (spec 1 §4).
 */

/** Name that marks an address of the embedded video host. */
export const HOST_NAME = 'vimeo.com';
/** Name that marks an address of the drive host. */
export const DRIVE_HOST_NAME = 'drive.google.com';
/** The host's official player script, loaded only when a host video is on screen. */
export const DEFAULT_HOST_SCRIPT_URL = 'https://player.vimeo.com/api/player.js';
/** Base of the drive media endpoint; the file id, `?alt=media` and the theme's key follow it. */
export const DEFAULT_DRIVE_MEDIA_BASE = 'https://www.googleapis.com/drive/v3/files/';

const MEDIA_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  m3u8: 'application/x-mpegURL',
};

/** Path of an address without query or fragment, also for relative and protocol-relative ones. */
function pathOf(url: string): string {
  return url.trim().split(/[?#]/, 1)[0] ?? '';
}

export function isHostUrl(url: string): boolean {
  return url.toLowerCase().includes(HOST_NAME);
}

export function isDriveUrl(url: string): boolean {
  return url.toLowerCase().includes(DRIVE_HOST_NAME);
}

/** The file id of a drive address: its `id` parameter or the segment after `/file/d/`. */
export function driveFileId(url: string): string | undefined {
  const fromPath = /\/file\/d\/([^/?#]+)/.exec(url)?.[1];
  if (fromPath) return decodeURIComponent(fromPath);
  const fromQuery = /[?&]id=([^&#]+)/.exec(url)?.[1];
  return fromQuery ? decodeURIComponent(fromQuery) : undefined;
}

export function driveMediaUrl(
  id: string,
  key: string,
  base: string = DEFAULT_DRIVE_MEDIA_BASE,
): string {
  return `${base}${encodeURIComponent(id)}?alt=media&key=${encodeURIComponent(key)}`;
}

/** MIME type of a direct media file (mp4, webm, m3u8), or undefined for anything else. */
export function mediaType(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(pathOf(url))?.[1]?.toLowerCase();
  return extension ? MEDIA_TYPES[extension] : undefined;
}

/** Streaming sources need the full video.js build (its HTTP streaming); files need only the core. */
export function needsStreaming(type: string): boolean {
  return type === MEDIA_TYPES.m3u8;
}
