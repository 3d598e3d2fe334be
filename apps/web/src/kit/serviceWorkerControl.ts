/**
 * The app's side of its service worker (`sw/sw.ts`, README "Offline"), as sagas reach it through
 * `Services`: the browser's, or none where there is no worker (tests, the server renderer).
 */
export interface ServiceWorkerControl {
  /**
   * Registers the worker a while after the page has loaded (`REGISTER_AFTER_MS`), so a first visit
   * is no slower. `onOtherRelease` is called when a worker of a release other than this page's
   * waits.
   */
  register(onOtherRelease: () => void): Promise<void>;
  /** Asks the server whether a new worker, of a new release, is there. */
  checkForRelease(): Promise<void>;
  /** Hands the page to the waiting worker; resolves once it controls the page, or none waits. */
  activateWaiting(): Promise<void>;
}
