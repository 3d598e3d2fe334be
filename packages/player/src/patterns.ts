/**
 * Every address rule the player knows, in one place so the registry and its tests agree.
 * The embedded video host and the drive host are matched by name inside the address (pinned by
 * players.test.ts).
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

const hasName =
  (name: string) =>
  (url: string): boolean =>
    url.toLowerCase().includes(name);

export const isHostUrl = hasName(HOST_NAME);

export const isDriveUrl = hasName(DRIVE_HOST_NAME);

/** The file id of a drive address: its `id` parameter or the segment after `/file/d/`. */
export function driveFileId(url: string): string | undefined {
  const id = /\/file\/d\/([^/?#]+)/.exec(url)?.[1] ?? /[?&]id=([^&#]+)/.exec(url)?.[1];
  return id && decodeURIComponent(id);
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
  // The path alone: no query or fragment, also for relative and protocol-relative addresses.
  const extension = /\.([a-z0-9]+)$/i.exec(url.trim().split(/[?#]/, 1)[0]!)?.[1]?.toLowerCase();
  return extension ? MEDIA_TYPES[extension] : undefined;
}

/** Streaming sources need the full video.js build (its HTTP streaming); files need only the core. */
export function needsStreaming(type: string): boolean {
  return type === MEDIA_TYPES.m3u8;
}
