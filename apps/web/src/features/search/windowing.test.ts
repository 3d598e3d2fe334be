/** @jest-environment node */
import { CARD_MIN_WIDTH, GRID_GAP, columnsFor, everyRow } from './windowing';

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

test('a short list renders every row, wherever the viewport is', () => {
  expect(everyRow({ startIndex: 3, endIndex: 4, overscan: 1, count: 6 })).toEqual([
    0, 1, 2, 3, 4, 5,
  ]);
});
