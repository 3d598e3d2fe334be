import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { CARD_MIN_WIDTH, GRID_GAP } from './grid';

/**
 * Rows rendered beyond each edge of the viewport, so a scroll meets cards already drawn. The card Tab
 * reaches next is drawn whatever the scroll (`rowsAround`).
 */
export const OVERSCAN_ROWS = 2;

/** As many columns as CSS `repeat(auto-fill, minmax(220px, 1fr))` would lay out, at least one. */
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + GRID_GAP) / (CARD_MIN_WIDTH + GRID_GAP)));
}

/**
 * A row's height before it is measured: a resource card is a 16:9 picture over two lines of title
 * and its kind; a learning card is a small picture beside them.
 */
export function estimateRowHeight(learning: boolean, width: number, columns: number): number {
  if (learning) return 80;
  const column = Math.max(CARD_MIN_WIDTH, (width - GRID_GAP * (columns - 1)) / columns);
  return Math.round((column * 9) / 16) + 100;
}

/**
 * The rows near the viewport, stretched to the rows either side of the one holding focus: Tab and
 * Shift+Tab then find the next card in the page however fast they come, before a scroll has drawn
 * new rows. A focused row far from the viewport (the reader scrolled away) stretches nothing, so
 * the page never draws the rows in between.
 */
export function rowsAround(range: Range, focusedRow: number | null): number[] {
  const rows = defaultRangeExtractor(range);
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (focusedRow === null || first === undefined || last === undefined) return rows;
  if (focusedRow < first - OVERSCAN_ROWS || focusedRow > last + OVERSCAN_ROWS) return rows;
  const from = Math.max(0, Math.min(first, focusedRow - 1));
  const to = Math.min(range.count - 1, Math.max(last, focusedRow + 1));
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
