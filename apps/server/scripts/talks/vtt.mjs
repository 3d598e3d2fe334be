// WebVTT from the cues of media/talks.json: the caption files are a pure function of the manifest,
// so `demo-videos.mjs --captions` can tell when a committed file has drifted from it.

/** `mm:ss.ttt` (or `h:mm:ss.ttt` past an hour) from milliseconds. */
export function timestamp(ms) {
  const pad = (n, width = 2) => String(n).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  const clock = `${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
  return hours ? `${hours}:${clock}` : clock;
}

/** The cue text with the three characters WebVTT reserves written as entities. */
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** @param {Array<{ start: number, end: number, text: string }>} cues times in ms */
export function renderVtt(cues) {
  const blocks = cues.map(
    (cue) => `${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${escape(cue.text)}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
