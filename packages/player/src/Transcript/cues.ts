import type { TranscriptCue } from './readCues';

export type { TranscriptCue } from './readCues';

/**
 * The cues of a WebVTT file, in order, their text as plain words: the voice, class and timestamp
 * tags inside a cue are dropped and its lines joined, since a transcript reads as prose. Notes,
 * styles and regions are skipped; a cue whose timing line does not parse is left out rather than
 * failing the whole transcript, as a browser's own captions leave it out (a decimal comma carried
 * over from SRT is such a fault; pinned by cues.test.ts).
 */
export async function parseVtt(source: string): Promise<TranscriptCue[]> {
  // Asked for when a transcript is read, not when this module is: the reader builds its cues on the
  // page's VTTCue, which a test page (jsdom) lacks, and importing the transcript must not fail there.
  const { readCues } = await import('./readCues');
  return (await readCues(source)).sort((a, b) => a.start - b.start);
}

/**
 * The cue being said at `time`: the last one that has started, while it lasts; -1 before the first
 * and in a silence between two.
 */
export function cueIndexAt(cues: readonly TranscriptCue[], time: number): number {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (cues[middle]!.start <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found >= 0 && time < cues[found]!.end ? found : -1;
}

/** Letters without their accents and case, so "resume" finds "Résumé". */
export const foldText = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * `text` folded character by character, with where each folded unit came from: folding can change
 * a string's length (a letter and its accent become one), so matches map back through it.
 */
function foldByCharacter(text: string) {
  const units: string[] = [];
  const origin: number[] = [];
  for (let index = 0; index < text.length; index++) {
    for (const unit of foldText(text[index]!)) {
      units.push(unit);
      origin.push(index);
    }
  }
  return { folded: units.join(''), origin };
}

/** `text` as a search reads it, accents and case aside (what `matchRanges` searches in). */
export const searchableText = (text: string) => foldByCharacter(text).folded;

/** Where `query` occurs in `text`, as [start, end) pairs of `text`, accents and case aside. */
export function matchRanges(text: string, query: string): Array<[number, number]> {
  const needle = foldText(query.trim());
  if (!needle) return [];
  const { folded, origin } = foldByCharacter(text);
  const ranges: Array<[number, number]> = [];
  for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) {
    ranges.push([origin[at]!, origin[at + needle.length - 1]! + 1]);
  }
  return ranges;
}
