import type { Resource, SearchSection } from '@campus/api-client';
import { useImperativeHandle, useRef, type Ref } from 'react';
import { Grid, ResultCard, resultKey } from './ResultCards';

export interface ResultListHandle {
  /** Moves keyboard focus to the result at `index`, scrolling its row in first if it is not rendered. */
  focusResult(index: number): void;
  /** The position of the result holding keyboard focus, if one does. */
  focusedResult(): number | null;
}

/** The position of the result holding keyboard focus in `list`, if one does. */
export function focusedIn(list: HTMLElement | null): number | null {
  const item = document.activeElement?.closest('li');
  const position = Number(item && list?.contains(item) ? item.getAttribute('aria-posinset') : NaN);
  return position > 0 ? position - 1 : null;
}

/** What either result list takes: the section's results, and a handle to move focus by. */
export interface ResultListProps {
  section: SearchSection;
  posts: readonly Resource[];
  ref?: Ref<ResultListHandle>;
}

/** Pictures fetched at once: the first row's, however many columns the window holds. */
const EAGER_RESULTS = 4;

/**
 * A section's results drawn whole, up to `WHOLE_LIST_LIMIT`: the grid's CSS lays out the columns,
 * so the server's render and the browser's agree from the first paint. Each card says where it sits
 * (`aria-posinset` of `aria-setsize`), as in the windowed list that takes over past the limit.
 */
export function WholeResultList({ section, posts, ref }: ResultListProps) {
  const list = useRef<HTMLUListElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focusResult(index: number) {
        const item = `li[aria-posinset="${index + 1}"]`;
        list.current?.querySelector<HTMLElement>(`${item} a, ${item} button`)?.focus();
      },
      focusedResult: () => focusedIn(list.current),
    }),
    [],
  );
  return (
    <Grid ref={list}>
      {posts.map((post, index) => (
        <li
          key={resultKey(post)}
          data-result={resultKey(post)}
          aria-setsize={posts.length}
          aria-posinset={index + 1}
        >
          <ResultCard section={section} post={post} eager={index < EAGER_RESULTS} />
        </li>
      ))}
    </Grid>
  );
}
