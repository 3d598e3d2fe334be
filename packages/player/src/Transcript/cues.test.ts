/**
 * The WebVTT reader builds its cues on the page's VTTCue wherever there is a document, and jsdom
 * has none; these are functions of text, run without a page.
 *
 * @jest-environment node
 */
import { cueIndexAt, matchRanges, parseVtt, searchableText } from './cues';

const VTT = `WEBVTT
Kind: captions

NOTE a comment
that spans lines

STYLE
::cue { color: yellow }

intro
00:00.000 --> 00:02.500 line:90%
<v Narrator>Welcome to the <b>evening</b>.</v>

00:03.000 --> 00:05.000
Fish &amp; chips,
then a question.

01:00:01.250 --> 01:00:02.000
An hour in.

01:00:03,000 --> 01:00:04,000
A decimal comma, from SRT.

00:06.000 --> later
A broken timing line.
`;

test('reads every cue of a WebVTT file as plain words, in order, skipping what is not a cue', async () => {
  expect(await parseVtt(VTT)).toEqual([
    { start: 0, end: 2.5, text: 'Welcome to the evening.' },
    { start: 3, end: 5, text: 'Fish & chips, then a question.' },
    { start: 3601.25, end: 3602, text: 'An hour in.' },
  ]);
  expect(await parseVtt('WEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nWindows lines.\r\n')).toEqual([
    { start: 1, end: 2, text: 'Windows lines.' },
  ]);
  expect(await parseVtt('')).toEqual([]);
});

test('the cue at a moment is the one being said, none before the first or between two', async () => {
  const cues = await parseVtt(VTT);
  expect(cueIndexAt(cues, 0)).toBe(0);
  expect(cueIndexAt(cues, 2.49)).toBe(0);
  expect(cueIndexAt(cues, 2.75)).toBe(-1);
  expect(cueIndexAt(cues, 4)).toBe(1);
  expect(cueIndexAt(cues, 3601.5)).toBe(2);
  expect(cueIndexAt(cues, 9999)).toBe(-1);
  expect(cueIndexAt([], 1)).toBe(-1);
});

test('a search finds words whatever their case and accents, in the text as written', () => {
  expect(matchRanges('Résumé, then RESUME again', 'resume')).toEqual([
    [0, 6],
    [13, 19],
  ]);
  expect(matchRanges('שָׁלוֹם לכולם', 'שלום')).toEqual([[0, 7]]);
  expect(matchRanges('Anything', '  ')).toEqual([]);
  // The lines are filtered on the same folding the marks are found in.
  expect(searchableText('Résumé, RESUME')).toBe('resume, resume');
  expect(matchRanges('aaaa', 'aa')).toEqual([
    [0, 2],
    [2, 4],
  ]);
});
