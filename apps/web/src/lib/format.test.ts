import {
  DAY_MS,
  WEEK_MS,
  formatDateInput,
  formatFileSize,
  formatTime,
  parseDateInput,
  startOfWeek,
} from './format';

test('the week and day constants are the spec values', () => {
  expect(DAY_MS).toBe(86_400_000);
  expect(WEEK_MS).toBe(7 * DAY_MS);
});

test('weeks start on Monday by default', () => {
  // Sunday 2026-11-22 belongs to the week starting Monday 2026-11-16.
  expect(formatDateInput(startOfWeek(new Date(2026, 10, 22, 15)))).toBe('11/16/2026');
  expect(formatDateInput(startOfWeek(new Date(2026, 10, 16)))).toBe('11/16/2026');
  expect(formatDateInput(startOfWeek(new Date(2026, 10, 22), 0))).toBe('11/22/2026');
});

test('times use the 12-hour clock with AM/PM', () => {
  expect(formatTime(new Date(2026, 0, 1, 0, 5))).toBe('12:05 AM');
  expect(formatTime(new Date(2026, 0, 1, 9, 30))).toBe('9:30 AM');
  expect(formatTime(new Date(2026, 0, 1, 12, 0))).toBe('12:00 PM');
  expect(formatTime(new Date(2026, 0, 1, 23, 59))).toBe('11:59 PM');
});

test('dates read and write as MM/DD/YYYY; invalid or empty input gives null', () => {
  expect(formatDateInput(new Date(2026, 1, 3))).toBe('02/03/2026');
  expect(parseDateInput('02/03/2026')?.getDate()).toBe(3);
  expect(parseDateInput('02/30/2026')).toBeNull();
  expect(parseDateInput('2026-02-03')).toBeNull();
  expect(parseDateInput('')).toBeNull();
});

test('file sizes step through binary units', () => {
  expect(formatFileSize(512)).toBe('512 B');
  expect(formatFileSize(1536)).toBe('1.5 KB');
  expect(formatFileSize(2 * 1024 * 1024)).toBe('2.0 MB');
  expect(formatFileSize(-1)).toBe('');
});
