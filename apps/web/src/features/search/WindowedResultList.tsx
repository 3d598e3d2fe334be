import {
  measureElement,
  useWindowVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Grid, ResultCard, resultKey } from './ResultCards';
import { GRID_GAP } from './grid';
import { focusedIn, type ResultListProps } from './WholeResultList';
import { OVERSCAN_ROWS, columnsFor, estimateRowHeight, rowsAround } from './windowing';

/** Where the list sits: its width picks the columns, its top is where the page scroll reaches it. */
interface Placement {
  width: number;
  top: number;
}

const viewport = () =>
  typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };

/**
 * A section's results past `WHOLE_LIST_LIMIT`, as one list in the page's own scroll, rendered by
 * rows near the viewport; a chunk of its own, as shorter lists are drawn whole (`WholeResultList`).
 * The rows above and below stand as padding, so the page keeps its full height and the infinite-scroll sentinel after the list stays at its end. Each
 * card says where it sits in the whole list (`aria-posinset` of `aria-setsize`), as a list with every
 * card present would.
 */
export function WindowedResultList({ section, posts, ref }: ResultListProps) {
  const list = useRef<HTMLUListElement>(null);
  // Unplaced until the list's width is read after its first, empty, render: rows drawn before it
  // would be laid out in one column and drawn again in the real ones.
  const [placement, setPlacement] = useState<Placement | null>(null);
  const width = placement?.width ?? 0;
  const columns = columnsFor(width);
  const shownColumns = useRef(columns);
  useLayoutEffect(() => {
    shownColumns.current = columns;
  }, [columns]);
  /** The result at the top of the viewport when the columns change (a turned phone), kept there. */
  const keptInView = useRef<number | null>(null);

  const place = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const next = { width: element.clientWidth, top: rect.top + window.scrollY };
    // Every row moves when the columns change, and the rows out of the page have no height to keep
    // the reader's place by: remember which result was at the top, while the old rows still stand.
    if (columnsFor(next.width) !== shownColumns.current && rect.top < 0) {
      const top = [...element.children].find((item) => item.getBoundingClientRect().bottom > 0);
      const position = Number(top?.getAttribute('aria-posinset'));
      if (position > 0) keptInView.current = position - 1;
    }
    setPlacement((current) =>
      current &&
      Math.abs(current.width - next.width) < 0.5 &&
      Math.abs(current.top - next.top) < 0.5
        ? current
        : next,
    );
  }, []);
  // Whatever renders above the list (filters wrapping, a message) moves it; reading its place after
  // each render costs no extra layout, as the cards just rendered need one before paint anyway.
  useLayoutEffect(place);
  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => observer.disconnect();
  }, [place]);

  const getItemKey = useCallback(
    // Keyed by the column count and the row's first result, so a measured height never lands on a
    // row laid out differently.
    (row: number) => {
      const first = posts[row * columns];
      return `${columns}:${first ? resultKey(first) : row}`;
    },
    [posts, columns],
  );
  /**
   * The last row measured, at the column count it was laid out in. A section's rows are alike, so
   * it sizes the rows not yet drawn better than any formula: a row measured at its estimate changes
   * nothing, where each one that differs moved the rows after it and drew the list again.
   */
  const measuredRow = useRef<{ columns: number; size: number } | null>(null);
  const measureRow = useCallback(
    (
      element: Element,
      entry: ResizeObserverEntry | undefined,
      instance: Virtualizer<Window, Element>,
    ) => {
      const size = measureElement(element, entry, instance);
      if (size > 0) measuredRow.current = { columns, size };
      return size;
    },
    [columns],
  );
  const estimateSize = useCallback(() => {
    const measured = measuredRow.current;
    return measured?.columns === columns
      ? measured.size
      : estimateRowHeight(section === 'learning', width, columns);
  }, [section, width, columns]);
  /** The row of the card holding focus, while focus is in the list. */
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const windowed = useCallback((range: Range) => rowsAround(range, focusedRow), [focusedRow]);
  const virtualizer = useWindowVirtualizer({
    count: placement ? Math.ceil(posts.length / columns) : 0,
    estimateSize,
    measureElement: measureRow,
    getItemKey,
    gap: GRID_GAP,
    overscan: OVERSCAN_ROWS,
    scrollMargin: placement?.top ?? 0,
    rangeExtractor: windowed,
    // Rows a scroll brings in are drawn in a task of their own rather than inside the scroll's
    // frame, so no task has both the new rows' layout and the frame's paint (the long-list test's
    // busiest task); the overscan rows cover the frame in between.
    useFlushSync: false,
    // The first placed render already shows rows, before the window's size is read (and where none
    // is).
    initialRect: viewport(),
  });

  useLayoutEffect(() => {
    const index = keptInView.current;
    if (index === null) return;
    keptInView.current = null;
    virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'start' });
  }, [columns, virtualizer]);

  const pendingFocus = useRef<number | null>(null);
  const focusPending = useCallback(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const post = posts[index];
    if (!post) {
      pendingFocus.current = null;
      return;
    }
    const key = resultKey(post);
    const target = list.current?.querySelector<HTMLElement>(
      `[data-result="${key}"] a, [data-result="${key}"] button`,
    );
    if (target) {
      pendingFocus.current = null;
      target.focus();
    } else {
      virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'auto' });
    }
  }, [posts, columns, virtualizer]);
  useLayoutEffect(focusPending);
  useImperativeHandle(
    ref,
    () => ({
      focusResult(index: number) {
        pendingFocus.current = index;
        focusPending();
      },
      focusedResult: () => focusedIn(list.current),
    }),
    [focusPending],
  );

  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const margin = virtualizer.options.scrollMargin;
  const before = first ? first.start - margin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - margin) : 0;

  return (
    <Grid
      ref={list}
      onFocus={(event) => {
        const row = Number(event.target.closest('li')?.getAttribute('data-index'));
        setFocusedRow(Number.isInteger(row) ? row : null);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusedRow(null);
      }}
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        paddingBlock: `${before}px ${after}px`,
      }}
    >
      {rows.flatMap((row) =>
        posts.slice(row.index * columns, (row.index + 1) * columns).map((post, column) => (
          <li
            key={resultKey(post)}
            data-result={resultKey(post)}
            data-index={row.index}
            // Every card of a row stretches to the row's height, so its first measures it: one
            // element a row to read and to watch for resizing.
            ref={column === 0 ? virtualizer.measureElement : undefined}
            aria-setsize={posts.length}
            aria-posinset={row.index * columns + column + 1}
          >
            <ResultCard section={section} post={post} eager={row.index === 0} />
          </li>
        )),
      )}
    </Grid>
  );
}
