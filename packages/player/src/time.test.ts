import { playTimeText, timerText } from './time';

test.each([
  [0, '0m'],
  [30, '0m'],
  [31, '1m'],
  [90, '1m'],
  [91, '2m'],
  [3600, '1h'],
  [3929, '1h 5m'],
  [3931, '1h 6m'],
])('playTimeText(%s) is %s', (seconds, text) => {
  expect(playTimeText(seconds)).toBe(text);
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
