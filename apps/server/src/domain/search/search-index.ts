import type { Db } from '../../services/store';
import type { TrainingModules } from '../training/modules';
import type { ResourceIndex } from './resource-index';
import { byRank, WordIndex, type Hit, type ParsedQuery } from './word-index';
import { languageOf } from './words';

/** A title and a description, as the sections' index reads every module, lesson and resource. */
export interface ContentDoc {
  id: string;
  title: string;
  description: string;
}

/** A caption cue as the index of spoken words keeps it. */
export interface CueDoc {
  id: string;
  videoId: number;
  language: string;
  startMs: number;
  text: string;
  /** The caption file it was read from: one recording reached through two videos is one moment. */
  file: string;
  /** Its track, `video:language`. */
  track: string;
}

interface Track {
  language: string;
  position: number;
  file: string;
  digest: string;
}

/** The keys of modules and lessons in the sections' index (a resource carries its own). */
export const contentKey = {
  module: (id: number) => `module:${id}`,
  lesson: (id: number) => `lesson:${id}`,
};

/** Shorter words are left as typed by "did you mean": too many words are one letter from them. */
const SUGGESTED_LETTERS = 3;
/** How many close queries are tried, each by a search, before none is offered. */
const SUGGESTIONS = 3;

/**
 * Cues scored at most for one search: past it, an evenly spread share of the cues with the most
 * words is (README, "Search: the matching rules"), so a word said in most cues costs little more
 * than a rare one.
 */
const SCORED_CUES = 1_000;

/** Past this many tracks to read, the cues are read in one pass rather than track by track. */
const TRACKS_READ_ONE_BY_ONE = 20;

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

/**
 * The cues found with as many of the query's words as any of them, best first (`byRank`, then
 * the score), at most
 * `limit`. The index answers by score; a common word is in most cues, so rather than sorting them
 * all they are dealt into the few ranks `byRank` tells apart, in the order they came.
 */
function best(hits: Hit[], limit: number): Hit[] {
  let most = 0;
  for (const hit of hits) most = Math.max(most, hit.words);
  const ranks = new Map<string, Hit[]>();
  for (const hit of hits) {
    if (hit.words !== most) continue;
    const rank = `${hit.exact ? 0 : 1}:${hit.field}`;
    const same = ranks.get(rank);
    if (same) same.push(hit);
    else ranks.set(rank, [hit]);
  }
  return [...ranks.values()]
    .sort(([a], [b]) => byRank(a!, b!))
    .flat()
    .slice(0, limit);
}

/** The `meta` key a content pack's import moves, so every instance reads the content again. */
export const CONTENT_VERSION = 'content_version';

/**
 * The words of every section and of every caption cue, indexed in memory (`WordIndex`), built from
 * the store before the server listens and kept in step with it: each search first reads the
 * store's marks of change (`seeded`, `captions_version`, which indexing captions moves, and
 * `content_version`, which an import moves), so a caption file indexed or a pack imported by any
 * instance on the store is searched by every instance from then on.
 */
export class SearchIndex {
  private content = this.newContent();
  private captions = this.newCaptions();
  private cues = new Map<string, CueDoc>();
  private cueIdsOfTrack = new Map<string, string[]>();
  private tracks = new Map<string, Track>();
  private seen: { seeded?: string; captions?: string; content?: string } | undefined;
  private updating: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly modules: TrainingModules,
    private readonly resources: ResourceIndex,
  ) {}

  private newContent() {
    return new WordIndex<ContentDoc>([
      { name: 'title', read: (doc) => doc.title },
      { name: 'description', read: (doc) => doc.description },
    ]);
  }

  private newCaptions() {
    const spoken = (language?: string) => (doc: CueDoc) =>
      languageOf(doc.language) === language ? doc.text : undefined;
    return new WordIndex<CueDoc>(
      [
        { name: 'en', language: 'en', read: spoken('en') },
        { name: 'es', language: 'es', read: spoken('es') },
        { name: 'he', language: 'he', read: spoken('he') },
        { name: 'other', read: spoken(undefined) },
      ],
      (cue) => cue.track,
    );
  }

  /** Brings the index in line with the store when the store changed since it was last read. */
  current(): Promise<void> {
    const run = this.updating.then(() => this.update());
    this.updating = run.catch(() => undefined);
    return run;
  }

  private async update(): Promise<void> {
    const marks = await this.db
      .selectFrom('meta')
      .select(['key', 'value'])
      .where('key', 'in', ['seeded', 'captions_version', CONTENT_VERSION])
      .execute();
    const now = {
      seeded: marks.find((row) => row.key === 'seeded')?.value,
      captions: marks.find((row) => row.key === 'captions_version')?.value,
      content: marks.find((row) => row.key === CONTENT_VERSION)?.value,
    };
    if (!this.seen || this.seen.seeded !== now.seeded) {
      // A store seeded again under a running server (a reset) has other content altogether.
      if (this.seen) {
        this.resources.forget();
        this.modules.forget();
      }
      await this.loadContent();
      this.captions = this.newCaptions();
      this.cues = new Map();
      this.cueIdsOfTrack = new Map();
      this.tracks = new Map();
      await this.loadCaptions();
    } else {
      // A content pack imported while this instance runs (README, "Content packs").
      if (this.seen.content !== now.content) {
        this.resources.forget();
        this.modules.forget();
        await this.loadContent();
      }
      if (this.seen.captions !== now.captions) await this.loadCaptions();
    }
    this.seen = now;
  }

  private async loadContent(): Promise<void> {
    const [{ lessons, playlists }, resources] = await Promise.all([
      this.modules.load(),
      this.resources.load(),
    ]);
    const content = this.newContent();
    content.add([
      ...playlists.map((p) => ({
        id: contentKey.module(p.id),
        title: p.title,
        description: [...p.tags.map((t) => t.name), stripTags(p.data.content)].join(' '),
      })),
      ...lessons.map((l) => ({
        id: contentKey.lesson(l.id),
        title: l.title,
        description: [l.data.excerpt, ...l.data.tags.map((t) => t.name)].join(' '),
      })),
      ...resources.map((r) => ({
        id: r.key,
        title: String(r.row.title),
        description: r.shownDescription,
      })),
    ]);
    this.content = content;
  }

  /** Reads again the cues of each track whose file changed, and drops those of tracks gone. */
  private async loadCaptions(): Promise<void> {
    const rows = await this.db.selectFrom('caption_tracks').selectAll().execute();
    const now = new Map(
      rows.map((row) => [
        `${row.video_id}:${row.language}`,
        {
          language: String(row.language),
          position: Number(row.position),
          file: String(row.file),
          digest: String(row.digest),
        },
      ]),
    );
    for (const [key, track] of this.tracks) {
      if (now.get(key)?.digest === track.digest) continue;
      const gone = (this.cueIdsOfTrack.get(key) ?? []).map((id) => this.cues.get(id)!);
      this.captions.remove(gone);
      for (const cue of gone) this.cues.delete(cue.id);
      this.cueIdsOfTrack.delete(key);
      this.tracks.delete(key);
    }
    const wanted = [...now].filter(([key]) => !this.tracks.has(key));
    const cuesOf = await this.cuesOfTracks(wanted.map(([key]) => key));
    for (const [key, track] of wanted) {
      const videoId = Number(key.split(':')[0]);
      const docs = (cuesOf.get(key) ?? []).map((cue, n) => ({
        id: `${key}:${n}`,
        videoId,
        language: track.language,
        startMs: cue.startMs,
        text: cue.text,
        file: track.file,
        track: key,
      }));
      this.captions.add(docs);
      for (const doc of docs) this.cues.set(doc.id, doc);
      this.cueIdsOfTrack.set(
        key,
        docs.map((doc) => doc.id),
      );
      this.tracks.set(key, track);
    }
  }

  /**
   * The cues of the tracks `keys` (`video:language`), in their order. A few tracks (a caption file
   * indexed while the server runs) are read one by one; more are read in one pass over every cue:
   * SQLite keeps the cues in a full-text table whose video and language columns have no index, so
   * each track read alone is a scan of all cues, and 5,000 tracks took 28 s of an instance's start
   * (README, "Generated sizes").
   */
  private async cuesOfTracks(
    keys: string[],
  ): Promise<Map<string, Array<{ startMs: number; text: string }>>> {
    const byTrack = new Map<string, Array<{ startMs: number; text: string }>>();
    const read = (
      rows: Array<{ video_id: unknown; language: unknown; start_ms: unknown; text: unknown }>,
    ) => {
      for (const row of rows) {
        const key = `${row.video_id}:${row.language}`;
        const cue = { startMs: Number(row.start_ms), text: String(row.text) };
        const track = byTrack.get(key);
        if (track) track.push(cue);
        else byTrack.set(key, [cue]);
      }
    };
    const cues = this.db
      .selectFrom('caption_cues')
      .select(['video_id', 'language', 'start_ms', 'text'])
      .orderBy('video_id')
      .orderBy('language')
      .orderBy('start_ms');
    if (keys.length > TRACKS_READ_ONE_BY_ONE) {
      const wanted = new Set(keys);
      read(await cues.execute());
      for (const key of byTrack.keys()) if (!wanted.has(key)) byTrack.delete(key);
      return byTrack;
    }
    for (const key of keys) {
      const [videoId, language] = key.split(':') as [string, string];
      read(
        await cues
          .where('video_id', '=', Number(videoId))
          .where('language', '=', language)
          .execute(),
      );
    }
    return byTrack;
  }

  /** Every module, lesson and resource with some of the words, each found once. */
  sections(query: ParsedQuery): Hit[] {
    return this.content.find(query);
  }

  /**
   * The cues with the most of the words, best first, each in the page's language where its video
   * has captions in it, else in the video's first language.
   */
  spoken(
    query: ParsedQuery,
    pageLanguage: string,
    limit: number,
  ): Array<{ cue: CueDoc; hit: Hit }> {
    // Decided once per track, not once per cue: a common word is in most of them.
    const searched = new Set(
      [...this.tracks]
        .filter(([key, track]) => {
          if (track.language === pageLanguage) return true;
          const videoId = key.split(':')[0]!;
          return track.position === 0 && !this.tracks.has(`${videoId}:${pageLanguage}`);
        })
        .map(([key]) => key),
    );
    const keep = (track: string) => searched.has(track);
    return best(this.captions.find(query, { keep, scoreAtMost: SCORED_CUES }), limit).map(
      (hit) => ({
        cue: this.cues.get(hit.id)!,
        hit,
      }),
    );
  }

  /**
   * Queries close to one that found nothing ("did you mean"), closest first: each word no section
   * and no caption has, of at least `SUGGESTED_LETTERS` letters, replaced by one of the
   * `SUGGESTIONS` closest words they have. None when such a word has nothing close.
   */
  suggestions(query: ParsedQuery): string[] {
    const indexes = [this.content, this.captions];
    const choices = query.words.map((word) => {
      const known = indexes.map((index) => index.known(word)).find(Boolean);
      if (known || [...word].length < SUGGESTED_LETTERS) return [known ?? word];
      const close = indexes
        .flatMap((index) => index.closest(word))
        .sort((a, b) => a.distance - b.distance || b.count - a.count);
      return [...new Set(close.map((found) => found.shown))].slice(0, SUGGESTIONS);
    });
    if (choices.some((words) => words.length === 0)) return [];
    const typed = query.words.join(' ');
    return [...Array(SUGGESTIONS).keys()]
      .map((n) => choices.map((words) => words[Math.min(n, words.length - 1)]!).join(' '))
      .filter((suggestion, n, all) => suggestion !== typed && all.indexOf(suggestion) === n);
  }

  get sizes(): { sections: number; cues: number } {
    return { sections: this.content.size, cues: this.captions.size };
  }
}
