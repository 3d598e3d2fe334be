/**
 * A lesson's `video_url` may name a video of the site's library by its REST address
 * (`…/wp-json/wp/v2/video/{id}`, as the video get call answers it) rather than a playable file.
 * Such a lesson plays that video, with the languages and captions the video entity carries; any
 * other address plays as it is. On this floor because two rooms read it alike: the Learning Centre
 * to play the lesson, and saving for offline (`features/offline`) to keep what the lesson plays.
 */
const LIBRARY_VIDEO = /\/wp-json\/wp\/v2\/video\/(\d+)\/?(?:[?#].*)?$/;

export function libraryVideoId(videoUrl: string | null | undefined): number | null {
  const match = LIBRARY_VIDEO.exec(videoUrl ?? '');
  return match ? Number(match[1]) : null;
}
