/** @jest-environment node */
import { CARD_MIN_WIDTH, GRID_GAP } from './grid';
import { columnsFor, rowsAround } from './windowing';

// The windowed list sets its columns itself and sizes rows by them, so it must count them as the
// CSS it replaces (`repeat(auto-fill, minmax(220px, 1fr))` with a 12 px gap) would lay them out.
test.each([
  [0, 1],
  [180, 1],
  [CARD_MIN_WIDTH * 2 + GRID_GAP - 1, 1],
  [CARD_MIN_WIDTH * 2 + GRID_GAP, 2],
  [851, 3],
  [1031, 4],
  [CARD_MIN_WIDTH * 5 + GRID_GAP * 4, 5],
])('a list %d px wide has %d columns', (width, columns) => {
  expect(columnsFor(width)).toBe(columns);
});

test('the rows either side of the focused card are drawn, so Tab always finds the next one', () => {
  const near = { startIndex: 10, endIndex: 12, overscan: 2, count: 100 };
  expect(rowsAround(near, null)).toEqual([8, 9, 10, 11, 12, 13, 14]);
  // Focus on the last row drawn: the next one comes too, and on the first the one before.
  expect(rowsAround(near, 14)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
  expect(rowsAround(near, 8)).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
  // Never past either end of the list.
  expect(rowsAround({ startIndex: 0, endIndex: 1, overscan: 0, count: 2 }, 1)).toEqual([0, 1]);
  // Focus the reader scrolled far away from draws nothing in between.
  expect(rowsAround(near, 60)).toEqual([8, 9, 10, 11, 12, 13, 14]);
});
