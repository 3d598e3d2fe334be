import { matchesWidth } from './viewport';

test('a server render reads width queries against the width it lays the page out for', () => {
  expect(matchesWidth('(max-width: 767.98px)', 412)).toBe(true);
  expect(matchesWidth('(max-width: 767.98px)', 1280)).toBe(false);
  expect(matchesWidth('(min-width: 768px) and (max-width: 1024px)', 800)).toBe(true);
  expect(matchesWidth('(min-width: 768px) and (max-width: 1024px)', 1280)).toBe(false);
});
