import type { ReactNode } from 'react';

/**
 * A text with the ranges a search matched in `<mark>`: `[from, to)` character ranges, as the server
 * gives them for a moment's words and a result's title.
 */
export function Marked({
  text,
  ranges = [],
}: {
  text: string;
  ranges?: ReadonlyArray<[number, number]>;
}) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [from, to] of ranges) {
    if (from < at || to > text.length) continue;
    if (from > at) parts.push(text.slice(at, from));
    parts.push(<mark key={from}>{text.slice(from, to)}</mark>);
    at = to;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
