import { currentPosition, LOCATION_DISABLED_MESSAGE } from './geolocation';

const geolocation = (outcome: {
  coords?: { latitude: number; longitude: number };
  message?: string;
}) => ({
  getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
    if (outcome.coords) success({ coords: outcome.coords } as GeolocationPosition);
    else failure?.({ message: outcome.message ?? '', code: 1 } as GeolocationPositionError);
  },
});

test('resolves with the coordinates the browser gives', async () => {
  await expect(
    currentPosition(geolocation({ coords: { latitude: 1.5, longitude: -2 } })),
  ).resolves.toEqual({
    latitude: 1.5,
    longitude: -2,
  });
});

test('passes on the browser message', async () => {
  await expect(
    currentPosition(geolocation({ message: 'User denied Geolocation' })),
  ).rejects.toThrow('User denied Geolocation');
});

test('without a message or without the service, the app’s own text', async () => {
  expect(LOCATION_DISABLED_MESSAGE).toBe('Location Services are not enabled.');
  await expect(currentPosition(geolocation({ message: '' }))).rejects.toThrow(
    LOCATION_DISABLED_MESSAGE,
  );
  await expect(currentPosition(undefined)).rejects.toThrow(LOCATION_DISABLED_MESSAGE);
});
