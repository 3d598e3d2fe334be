/** The lookup is denied with this text when the browser has no location service. */
export const LOCATION_DISABLED_MESSAGE = 'Location Services are not enabled.';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * The browser's position, or a rejection carrying the browser's message; without a geolocation
 * service, or when the browser gives no message, a text of the app's own (pinned by
 * geolocation.test.ts).
 */
export function currentPosition(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined = typeof navigator ===
  'undefined'
    ? undefined
    : navigator.geolocation,
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error(LOCATION_DISABLED_MESSAGE));
      return;
    }
    geolocation.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(error.message || LOCATION_DISABLED_MESSAGE)),
    );
  });
}
