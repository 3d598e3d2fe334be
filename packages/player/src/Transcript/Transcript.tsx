import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { timerText } from '../time';
import { cueIndexAt, foldText, matchRanges, searchableText } from './cues';
import type { TranscriptCue } from './cues';
import { Cues, Root, Scroller } from './Transcript.styles';

export interface TranscriptLabels {
  /** The transcript's heading. */
  title: string;
  /** Name of the find box. */
  find: string;
  /** How many lines a search found. */
  matches(count: number): string;
}

export const defaultTranscriptLabels: TranscriptLabels = {
  title: 'Transcript',
  find: 'Find in transcript',
  matches: (count) => (count === 1 ? '1 line matches' : `${count} lines match`),
};

export interface TranscriptProps {
  /** What is said and when, in order (`parseVtt` reads them from a WebVTT file). */
  cues: TranscriptCue[];
  /** Where the video is, in seconds, e.g. from the player's `onTimeUpdate`. */
  currentTime: number;
  /** The viewer chose a line: play from `seconds`, e.g. with the player's `seek`. */
  onSeek(seconds: number): void;
  /** Language of the cues, e.g. `he`; it sets the text's direction. @default the page's */
  language?: string;
  /** Level of the transcript's heading in the page's outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Texts, English by default. */
  labels?: Partial<TranscriptLabels>;
  className?: string;
}

const RTL = new Set(['ar', 'fa', 'he', 'ur', 'yi']);
const ESTIMATED_LINE_PX = 40;

/** `text` with every match of `query` marked. */
function highlighted(text: string, query: string): ReactNode {
  const ranges = matchRanges(text, query);
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    parts.push(text.slice(at, start), <mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return parts;
}

/**
 * What a video says, line by line beside it: the line being said is marked and kept in view as the
 * video plays (inside the transcript's own scroll, so the page and the focus stay where the viewer
 * left them, and not while they are reading or searching it), a press on a line plays from there,
 * and a find box narrows the lines to those with the words. Only the lines in view are rendered, so
 * a transcript of thousands of lines scrolls as lightly as a short one (README, "Transcript").
 */
export function Transcript(props: TranscriptProps) {
  const { cues, currentTime, onSeek, language, headingLevel = 2, className } = props;
  const labels = { ...defaultTranscriptLabels, ...props.labels };
  const titleId = useId();
  const [query, setQuery] = useState('');
  const [reading, setReading] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  /** The one line reached by Tab; the arrow keys move it (and focus with it, once asked to). */
  const [focusAt, setFocusAt] = useState(0);
  const moveFocusRef = useRef(false);

  // Each line folded once per transcript, not once per line per keystroke: a search of thousands
  // of lines is one `includes` each. Only the lines drawn mark where the words are.
  const foldedLines = useMemo(() => cues.map((cue) => searchableText(cue.text)), [cues]);
  const shown = useMemo(() => {
    const needle = foldText(query.trim());
    const indices = cues.map((_, index) => index);
    return needle ? indices.filter((index) => foldedLines[index]!.includes(needle)) : indices;
  }, [cues, foldedLines, query]);
  const current = cueIndexAt(cues, currentTime);
  const currentAt = current < 0 ? -1 : shown.indexOf(current);
  const focusable = Math.min(focusAt, Math.max(shown.length - 1, 0));

  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_LINE_PX,
    overscan: 6,
    // The line that holds the tab stop stays rendered wherever the list is scrolled.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      return indexes.includes(focusable) ? indexes : [...indexes, focusable].sort((a, b) => a - b);
    },
  });

  // Follow the video, unless the viewer is reading or searching the transcript.
  const following = !reading && query.trim() === '';
  useEffect(() => {
    if (!following || currentAt < 0) return;
    virtualizer.scrollToIndex(currentAt, { align: 'center' });
    setFocusAt(currentAt);
  }, [following, currentAt, virtualizer]);

  useEffect(() => {
    if (!moveFocusRef.current) return;
    moveFocusRef.current = false;
    listRef.current
      ?.querySelector<HTMLButtonElement>(`li[data-index="${focusable}"] button`)
      ?.focus({ preventScroll: true });
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const last = shown.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? Math.min(focusable + 1, last)
        : event.key === 'ArrowUp'
          ? Math.max(focusable - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null || last < 0) return;
    event.preventDefault();
    moveFocusRef.current = true;
    setFocusAt(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const Heading = `h${headingLevel}` as const;
  const rtl = language ? RTL.has(language.split('-')[0]!.toLowerCase()) : undefined;
  return (
    <Root
      aria-labelledby={titleId}
      className={className}
      lang={language}
      dir={rtl === undefined ? undefined : rtl ? 'rtl' : 'ltr'}
    >
      <Heading id={titleId}>{labels.title}</Heading>
      <input
        type="search"
        aria-label={labels.find}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setFocusAt(0);
        }}
      />
      <p role="status">{query.trim() ? labels.matches(shown.length) : ''}</p>
      <Scroller
        ref={scrollRef}
        onPointerEnter={() => setReading(true)}
        onPointerLeave={() => setReading(false)}
        onFocus={() => setReading(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setReading(false);
        }}
      >
        <Cues
          ref={listRef}
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          style={{ blockSize: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((line) => {
            const cue = cues[shown[line.index]!]!;
            return (
              <li
                key={shown[line.index]}
                data-index={line.index}
                ref={virtualizer.measureElement}
                aria-setsize={shown.length}
                aria-posinset={line.index + 1}
                style={{ transform: `translateY(${line.start}px)` }}
              >
                <button
                  type="button"
                  tabIndex={line.index === focusable ? 0 : -1}
                  aria-current={line.index === currentAt || undefined}
                  onClick={() => {
                    setFocusAt(line.index);
                    onSeek(cue.start);
                  }}
                >
                  <time dir="ltr" dateTime={`PT${Math.floor(cue.start)}S`}>
                    {timerText(cue.start)}
                  </time>
                  <span>{highlighted(cue.text, query)}</span>
                </button>
              </li>
            );
          })}
        </Cues>
      </Scroller>
    </Root>
  );
}
