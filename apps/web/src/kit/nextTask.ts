/**
 * Resolves in a task of its own, after whatever the page has queued. A posted message rather than a
 * timer: a hidden tab holds timers back for a second or more, and a test's paused clock for good.
 * Start-up splits its work with it, so a phone meets several short tasks rather than one long one
 * (README, "Start-up work").
 */
export function nextTask() {
  // Every browser has one; a DOM emulated for unit tests may not, and has no tasks to split.
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
