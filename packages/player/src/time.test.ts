import { playTimeText, timerText } from './time';

test.each([
  [0, '0m'],
  [1, '< 1m'],
  [4, '< 1m'],
  [30, '< 1m'],
  [31, '1m'],
  [90, '1m'],
  [91, '2m'],
  [3600, '1h'],
  [3929, '1h 5m'],
  [3931, '1h 6m'],
])('playTimeText(%s) is %s', (seconds, text) => {
  expect(playTimeText(seconds)).toBe(text);
});

test('a clip under a minute takes the given text', () => {
  expect(playTimeText(4, 'Menos de un minuto')).toBe('Menos de un minuto');
  expect(playTimeText(59, 'Menos de un minuto')).toBe('1m');
});

test.each([
  [0, '00:00'],
  [65, '01:05'],
  [3599, '59:59'],
  [3600, '1:00:00'],
  [36061, '10:01:01'],
])('timerText(%s) is %s', (seconds, text) => {
  expect(timerText(seconds)).toBe(text);
});
