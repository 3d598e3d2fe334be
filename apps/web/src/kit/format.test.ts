import { DAY_MS, WEEK_MS, formatFileSize } from './format';

test('the week and day constants are the spec values', () => {
  expect(DAY_MS).toBe(86_400_000);
  expect(WEEK_MS).toBe(7 * DAY_MS);
});

test('file sizes step through binary units', () => {
  expect(formatFileSize(512)).toBe('512 B');
  expect(formatFileSize(1536)).toBe('1.5 KB');
  expect(formatFileSize(2 * 1024 * 1024)).toBe('2.0 MB');
  expect(formatFileSize(-1)).toBe('');
});
