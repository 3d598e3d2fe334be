/**
 * The browser side of a download: a hidden anchor with `download`, so the file is saved rather than
 * opened in place of the app.
 */
export function download(url: string, filename: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
  }
}

export function copyText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}

/** Layouts measured on resize (the player, the dialog) follow a step change. */
export function announceResize(): void {
  window.dispatchEvent(new Event('resize'));
}
