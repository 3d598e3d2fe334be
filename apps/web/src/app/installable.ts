/** Where the app's install manifest is served from (`public/manifest.webmanifest`). */
export const MANIFEST_URL = '/manifest.webmanifest';

/**
 * Links the install manifest once the page has loaded. Linked from the HTML, the browser fetches it
 * beside the first screen's own requests and a phone's first paint comes later (Lighthouse measured
 * the sign-on page's largest paint about 150 ms later); installing waits for nothing a visitor sees.
 * README, "Decisions": Installable.
 */
export function linkManifestAfterLoad(): void {
  const link = () => {
    if (document.querySelector('link[rel="manifest"]')) return;
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = MANIFEST_URL;
    document.head.append(manifest);
  };
  if (document.readyState === 'complete') link();
  else window.addEventListener('load', link, { once: true });
}
