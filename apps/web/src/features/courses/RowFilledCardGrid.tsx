import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { CardGrid } from '../../kit/ui';

/**
 * The columns `count` cards take where `fit` columns of the minimum width would: as many as fit,
 * unless that leaves one card alone under a fuller row, then the most that does not (four cards
 * where three fit are two rows of two).
 */
export function filledColumns(count: number, fit: number): number {
  if (count <= fit) return fit;
  for (let columns = fit; columns > 1; columns -= 1) {
    if (count % columns !== 1) return columns;
  }
  return fit;
}

const GRID_GAP_PX = 16; // theme.space(4), CardGrid's gap
const MOST_COLUMNS = 8;

const GridPlace = styled.div`
  container-type: inline-size;
`;

const FilledGrid = styled(CardGrid)<{ $count: number; $columnPx: number }>`
  grid-template-columns: minmax(0, 1fr);
  ${({ $count, $columnPx }) =>
    Array.from({ length: MOST_COLUMNS - 1 }, (_, index) => {
      const fit = index + 2;
      const width = fit * $columnPx + (fit - 1) * GRID_GAP_PX;
      return `@container (min-width: ${width}px) { grid-template-columns: repeat(${filledColumns($count, fit)}, minmax(0, 1fr)); }`;
    }).join('\n')}
`;

/**
 * A card grid that knows how many cards it holds: from the width its place gives it (not the
 * window's, which the menu shares), as many `columnPx`-wide columns as fit, no card left alone on
 * the last row (pinned by e2e/cards-layout.spec.ts). One column on a phone.
 */
export function RowFilledCardGrid({
  count,
  columnPx,
  children,
}: {
  count: number;
  columnPx: number;
  children: ReactNode;
}) {
  return (
    <GridPlace>
      <FilledGrid $count={count} $columnPx={columnPx}>
        {children}
      </FilledGrid>
    </GridPlace>
  );
}
