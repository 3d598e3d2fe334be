/**
 * Resolves in a task of its own, after whatever the page has queued. A posted message rather than a
 * timer: a hidden tab holds timers back for a second or more, and a test's paused clock for good.
 */
export function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
