import { createHash, randomBytes } from 'node:crypto';
import { watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Compilable } from 'kysely';
import { parseText, tokenizeVTTCue, type VTTNode } from 'media-captions';
import type { SpokenMatch, SpokenResultSet } from '@campus/api-client';
import { json, type Db } from '../../services/store';
import { mediaPathOf } from '../../services/media';
import type { VideoRow } from '../resources/present';
import type { SearchIndex } from './search-index';
import { marks, type Hit, type ParsedQuery } from './word-index';
import { languageOf, queryWords } from './words';

/** A caption cue as the index keeps it: milliseconds from the start, its words on one line. */
export interface CaptionCue {
  startMs: number;
  endMs: number;
  text: string;
}

/**
 * A cue's words as a member would say them: the text inside its tags, its lines joined by a space,
 * without the direction marks (`&lrm;`, `&rlm;`), which would split a word in the index.
 */
function plainWords(nodes: readonly VTTNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.data : plainWords(node.children)))
    .join('')
    .replace(/[\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The cues of a WebVTT file, as words a member would say; a cue without words, or whose timing does
 * not parse, is left out rather than failing the file.
 */
export async function readCues(vtt: string): Promise<CaptionCue[]> {
  // Without `errors`, the reader neither collects nor loads the texts of the faults it skips.
  const { cues } = await parseText(vtt, { errors: false });
  return cues.flatMap((cue) => {
    const text = plainWords(tokenizeVTTCue(cue));
    return text
      ? [{ startMs: Math.round(cue.startTime * 1000), endMs: Math.round(cue.endTime * 1000), text }]
      : [];
  });
}

/** How often the caption index is read again when other instances keep writing it meanwhile. */
const INDEX_ATTEMPTS = 5;

/**
 * Brings the caption index in line with the videos and their caption files: a track is read again
 * only when its video names another file, another language order, or the file's words changed;
 * tracks no video names any more leave the index. Returns how many tracks were (re)indexed.
 */
export async function indexCaptions(
  db: Db,
  mediaDir: string,
  /** Where a pack's caption files are (`pack/…`); without it they count as unreadable. */
  dataDir = '',
): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const indexed = await indexedTracks(db);
    try {
      return await updateIndex(db, (file) => mediaPathOf({ mediaDir, dataDir }, file), indexed);
    } catch (error) {
      // Instances starting together, or each seeing one caption file change, index the same
      // tracks: the later write fails on a track's key. Read what the other wrote and do what is
      // left. An index nobody else changed failed for a reason of its own (processes.test.ts).
      const now = await indexedTracks(db);
      const unchanged =
        now.size === indexed.size && [...now].every(([key, digest]) => indexed.get(key) === digest);
      if (unchanged || attempt === INDEX_ATTEMPTS) throw error;
    }
  }
}

/** The digest of each indexed track, by `video_id:language`. */
async function indexedTracks(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('caption_tracks')
    .select(['video_id', 'language', 'digest'])
    .orderBy('video_id')
    .orderBy('language')
    .execute();
  return new Map(rows.map((row) => [`${row.video_id}:${row.language}`, String(row.digest)]));
}

async function updateIndex(
  db: Db,
  pathOf: (file: string) => string,
  indexed: Map<string, string>,
): Promise<number> {
  const tracks = new Map<
    string,
    { videoId: number; language: string; position: number; file: string }
  >();
  // In the order of their keys, so instances writing the same tracks take their locks in one order.
  const videos = await db.selectFrom('videos').select(['id', 'languages']).orderBy('id').execute();
  for (const row of videos) {
    json<VideoRow['languages']>(row.languages).forEach((option, position) => {
      if (option.subtitles)
        tracks.set(`${row.id}:${option.language}`, {
          videoId: Number(row.id),
          language: option.language,
          position,
          file: option.subtitles,
        });
    });
  }
  const statements: Compilable[] = [];
  // The track before its cues: on PostgreSQL each statement sees what was committed when it began,
  // and another instance may commit the same track between the two. Its track seen here, its cues
  // are seen too; its track not seen, this pass's insert of the track fails on its key and
  // nothing of the pass is kept. The other order kept both instances' cues (processes.test.ts).
  const forget = (videoId: number, language: string) =>
    statements.push(
      db
        .deleteFrom('caption_tracks')
        .where('video_id', '=', videoId)
        .where('language', '=', language),
      db
        .deleteFrom('caption_cues')
        .where('video_id', '=', videoId)
        .where('language', '=', language),
    );
  let changed = 0;
  // Each file is read once per pass: the tracks sharing it are indexed from the same words, even
  // when an editor saves it while the pass runs (search-spoken.test.ts).
  const files = new Map<string, Promise<string | null>>();
  const wordsOf = (file: string) => {
    let words = files.get(file);
    if (!words) files.set(file, (words = readFile(pathOf(file), 'utf8').catch(() => null)));
    return words;
  };
  for (const [key, track] of tracks) {
    // A file that cannot be read has no words to find; its old cues go.
    const words = await wordsOf(track.file);
    if (words === null) {
      if (indexed.has(key)) forget(track.videoId, track.language);
      continue;
    }
    const digest = createHash('sha256')
      .update(`${track.file}\n${track.position}\n${words}`)
      .digest('hex');
    if (indexed.get(key) === digest) continue;
    changed += 1;
    forget(track.videoId, track.language);
    statements.push(
      db.insertInto('caption_tracks').values({
        video_id: track.videoId,
        language: track.language,
        position: track.position,
        file: track.file,
        digest,
      }),
    );
    for (const cue of await readCues(words))
      statements.push(
        db.insertInto('caption_cues').values({
          text: cue.text,
          video_id: track.videoId,
          language: track.language,
          start_ms: cue.startMs,
          end_ms: cue.endMs,
        }),
      );
  }
  for (const key of indexed.keys()) {
    if (tracks.has(key)) continue;
    const [videoId, language] = key.split(':') as [string, string];
    forget(Number(videoId), language);
  }
  // Every instance's word index reads the cues again when this mark moves (`SearchIndex`).
  if (statements.length > 0) {
    const version = randomBytes(8).toString('hex');
    statements.push(
      db
        .insertInto('meta')
        .values({ key: 'captions_version', value: version })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
        ),
    );
  }
  await db.atomically(statements);
  return changed;
}

/**
 * Indexes the captions again whenever a caption file in the media directory changes while the
 * server runs (a video record changed in the store is seen at the next start). Returns the stop.
 */
export function watchCaptions(
  db: Db,
  mediaDir: string,
  dataDir: string,
  onError: (error: unknown) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const watcher = watch(mediaDir, { persistent: false }, (_event, name) => {
    if (!name?.endsWith('.vtt')) return;
    // An editor writes a file in several steps: one pass once they are done.
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(() =>
        indexCaptions(db, mediaDir, dataDir).then(() => undefined, onError),
      );
    }, 200);
  });
  watcher.on('error', onError);
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}

/** Fewer letters than this find too much to be worth listing. */
const MIN_SPOKEN_TERM = 2;
/** Enough moments for any page of results; a term found more often than this is too common. */
const MAX_MOMENTS = 500;

/**
 * The searched words as the spoken index reads them (`queryWords`), or none when they have too few
 * letters to be worth listing. Only letters and digits pass: nothing typed is read as syntax.
 */
export function spokenWords(term: string): string[] | null {
  const words = queryWords(term);
  return words.join('').length < MIN_SPOKEN_TERM ? null : words;
}

/** Where a video plays for the one searching: a lesson of the Learning Centre or a library resource. */
export type SpokenHost = Pick<SpokenMatch, 'title' | 'thumbnail' | 'lesson' | 'resource'>;

export interface SpokenQuery {
  query: ParsedQuery;
  /** The page's language: its captions are searched where a video has them. */
  language: string;
  offset: number;
  perPage: number;
}

/**
 * The moments where the words are spoken, best match first (README, "Search: the matching
 * rules"), in the page's language where the video has captions in it and in the video's own
 * language where it does not. A video no host lets the searcher open is left out, so a gated
 * video's words stay as private as its pictures. One recording played by two videos (a lesson's
 * and a library resource's) counts once.
 */
export async function spokenMoments(
  index: SearchIndex,
  /** Where each video plays for the searcher; asked only when some words were found. */
  hostsOf: () => Promise<(videoId: number) => SpokenHost | undefined>,
  q: SpokenQuery,
): Promise<SpokenResultSet> {
  if (!spokenWords(q.query.words.join(' '))) return { matches: [], total: 0 };
  const found = index.spoken(q.query, q.language, MAX_MOMENTS);
  if (found.length === 0) return { matches: [], total: 0 };
  const hostOf = await hostsOf();
  // The same words in one recording, reached through two videos, are one moment: the lesson's
  // where the searcher may open it, a Learning Centre lesson being where a talk is taught.
  const moments = new Map<string, { match: Omit<SpokenMatch, 'highlights'>; hit: Hit }>();
  for (const { cue, hit } of found) {
    const host = hostOf(cue.videoId);
    const said = `${cue.file}:${cue.startMs}`;
    const earlier = moments.get(said)?.match;
    if (!host || (earlier && (earlier.lesson || !host.lesson))) continue;
    moments.set(said, {
      match: {
        video: cue.videoId,
        language: cue.language,
        start: cue.startMs / 1000,
        text: cue.text,
        ...host,
      },
      hit,
    });
  }
  // Only the page's moments are marked: a common word is in hundreds of cues.
  const page = [...moments.values()].slice(q.offset, q.offset + q.perPage);
  return {
    matches: page.map(({ match, hit }) => {
      const { video, language, start, text, ...where } = match;
      const highlights = marks(text, hit.terms, languageOf(language));
      return { video, language, start, text, highlights, ...where };
    }),
    total: moments.size,
  };
}
