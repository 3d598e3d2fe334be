import { DAY_MS, WEEK_MS, formatFileSize } from './format';

test('a day is 86,400,000 ms and a week seven days', () => {
  expect(DAY_MS).toBe(86_400_000);
  expect(WEEK_MS).toBe(7 * DAY_MS);
});

// A size reads as one left-to-right run even inside right-to-left text.
const isolated = (text: string) => `\u2066${text}\u2069`;

test('file sizes step through binary units', () => {
  expect(formatFileSize(512, 'en')).toBe(isolated('512 B'));
  expect(formatFileSize(1536, 'en')).toBe(isolated('1.5 KB'));
  expect(formatFileSize(2 * 1024 * 1024, 'en')).toBe(isolated('2.0 MB'));
  expect(formatFileSize(-1)).toBe('');
});

test('file sizes follow the page language’s number format', () => {
  expect(formatFileSize(1536, 'es')).toBe(isolated('1,5 KB'));
  expect(formatFileSize(1536, 'he')).toBe(isolated('1.5 KB'));
});
