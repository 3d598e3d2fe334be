import { clampVolume, stepVolume, toggleMute, VOLUME_STEPS } from './volume';

test.each([
  [-0.2, 0],
  [0, 0],
  [0.42, 0.42],
  [1, 1],
  [7, 1],
  [Number.NaN, 0],
])('clampVolume(%s) is %s', (input, output) => {
  expect(clampVolume(input)).toBe(output);
});

test('the volume steps are the product’s steps', () => {
  expect(VOLUME_STEPS).toEqual([0.15, 0.4, 0.6, 0.8, 1]);
});

test.each([
  [0, 0.15],
  [0.15, 0.4],
  [0.3, 0.4],
  [0.4, 0.6],
  [0.8, 1],
  [1, 1],
])('up from %s is %s', (from, to) => {
  expect(stepVolume(from, 1)).toBe(to);
});

test.each([
  [1, 0.8],
  [0.7, 0.6],
  [0.4, 0.15],
  [0.15, 0],
  [0, 0],
])('down from %s is %s', (from, to) => {
  expect(stepVolume(from, -1)).toBe(to);
});

test('mute silences and unmute restores the previous volume', () => {
  const muted = toggleMute({ volume: 0.6 });
  expect(muted).toEqual({ volume: 0, previous: 0.6 });
  expect(toggleMute(muted)).toEqual({ volume: 0.6 });
});

test('unmute without a previous volume restores 0.5', () => {
  expect(toggleMute({ volume: 0 })).toEqual({ volume: 0.5 });
  expect(toggleMute({ volume: 0, previous: 0 })).toEqual({ volume: 0.5 });
});

test('mute clamps what it remembers', () => {
  expect(toggleMute({ volume: 3 })).toEqual({ volume: 0, previous: 1 });
});
