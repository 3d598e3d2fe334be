import { parseText, tokenizeVTTCue, type VTTNode } from 'media-captions';

/** One caption cue: when it is said, and what. */
export interface TranscriptCue {
  /** Seconds from the start of the video. */
  start: number;
  end: number;
  text: string;
}

/** A cue's words as a transcript reads them: the text inside its tags, its lines joined as prose. */
function plainWords(nodes: readonly VTTNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.data : plainWords(node.children)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The cues of a WebVTT file as the transcript shows them (`parseVtt`), in the file's order. */
export async function readCues(source: string): Promise<TranscriptCue[]> {
  // Without `errors`, the reader neither collects nor loads the texts of the faults it skips.
  const { cues } = await parseText(source, { errors: false });
  return cues.flatMap((cue) => {
    const text = plainWords(tokenizeVTTCue(cue));
    return text ? [{ start: cue.startTime, end: cue.endTime, text }] : [];
  });
}
