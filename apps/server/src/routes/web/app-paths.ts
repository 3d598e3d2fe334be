/**
 * The addresses the app has a screen for, as the app's route table lists them: any other page
 * address is answered 404, still with the app, which shows its 404 page. A crawler or a monitor
 * then learns the page does not exist. The app's suites check this list
 * against its route table, so the two cannot drift apart.
 */
const APP_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/dashboard$/,
  /^\/courses$/,
  /^\/courses\/run\/[^/]+$/,
  /^\/courses\/new\/step\/1$/,
  /^\/course-library$/,
  /^\/guest$/,
  /^\/user$/,
  /^\/user\/(profile|signon|signup|recover-password)$/,
  /^\/user\/verify\/[^/]+$/,
  /^\/resources$/,
  /^\/search$/,
  /^\/error$/,
  /^\/training$/,
  /^\/training\/article\/[^/]+$/,
  /^\/training\/category\/[^/]+(\/lesson\/[^/]+)?$/,
  /^\/training\/[^/]+(\/[^/]+)?$/,
  /^\/certificates(\/[^/]+)?$/,
  /^\/study-plan$/,
];

/** Whether the app has a screen at `path` (a trailing slash is the same page). */
export function isAppPath(path: string): boolean {
  const plain = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return APP_PATHS.some((pattern) => pattern.test(plain));
}
