import type { SearchResults, SpokenMatch } from '@campus/api-client';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { indexCaptions, readCues, spokenWords } from './domain/search/captions';
import { bearer, login, restCalls, startTestServer, type TestServer } from './test/harness';

// The media directory is copied, so a test may change a caption file as an editor would.
const mediaDir = mkdtempSync(join(tmpdir(), 'campus-media-'));
cpSync(resolve(__dirname, '../media'), mediaDir, { recursive: true });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mediaDir });
});
afterAll(async () => {
  await server.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const { get } = restCalls(() => server.app);
const spoken = async (term: string, language?: string, token?: string) => {
  const response = await get(`/wp/v2/search?search=${encodeURIComponent(term)}`, {
    ...(language ? { 'x-wp-language': language } : {}),
    ...(token ? bearer(token) : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json<SearchResults>().spoken!;
};
const marked = ({ text, highlights }: SpokenMatch) =>
  highlights.reduceRight(
    (out, [from, to]) => `${out.slice(0, from)}[${out.slice(from, to)}]${out.slice(to)}`,
    text,
  );

describe('words inside videos', () => {
  it('finds the moment a phrase is said, with the words around it and where it plays', async () => {
    const { matches, total } = await spoken('begin with a quest');
    expect(total).toBe(1);
    expect(matches[0]).toMatchObject({
      video: 508,
      language: 'en',
      start: 2,
      text: "Let's begin with a question.",
      title: expect.any(String),
      // The welcome module's first video lesson plays it, so the moment opens there.
      lesson: { id: 2001, module: 'module-welcome', slug: expect.any(String) },
    });
    expect(marked(matches[0]!)).toBe("Let's [begin with a question].");
  });

  it("searches the captions in the page's language where the video has them", async () => {
    // The promo clip has Spanish captions: a Spanish page finds its words and not the English ones.
    expect((await spoken('empecemos con una', 'es_ES')).matches[0]).toMatchObject({
      language: 'es',
      start: 2,
    });
    expect((await spoken('begin with a question', 'es_ES')).total).toBe(0);
    // It has none in Hebrew: a Hebrew page searches its own language, English.
    expect((await spoken('begin with a question', 'he_IL')).matches[0]).toMatchObject({
      language: 'en',
    });
  });

  it("finds a talk's words in its Hebrew captions on a Hebrew page, at the Hebrew second", async () => {
    const { matches } = await spoken('וספרו עד שלוש', 'he_IL');
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({
      language: 'he',
      lesson: { module: 'module-listening' },
    });
    const english = (await spoken('count to three before', 'en_US')).matches[0]!;
    expect(english.lesson).toEqual(matches[0]!.lesson);
    // Each recording has its own pace: the moment is where its own words are said.
    expect(matches[0]!.start).not.toBe(english.start);
  });

  it('leaves out what the searcher may not open, and counts a recording played twice once', async () => {
    // The mentoring talk plays in a private module, and in a series resource behind its series.
    const phrase = 'growing the next one';
    expect((await spoken(phrase)).total).toBe(0);
    const member = await login(server.app, 'member@campus.test');
    const found = await spoken(phrase, 'en', member);
    expect(found.total).toBe(1);
    expect(found.matches[0]!.lesson).toMatchObject({ module: 'module-mentoring' });
    // An administrator may open the series resource too: still one moment, the lesson's.
    const admin = await login(server.app, 'admin@campus.test');
    expect((await spoken(phrase, 'en', admin)).matches).toEqual(found.matches);
  });

  it('opens a moment in the library when no lesson plays the video', async () => {
    // A promo clip (509) gets captions of its own: only its library resource plays it.
    writeFileSync(
      join(mediaDir, 'promo-509.vtt'),
      'WEBVTT\n\n00:01.000 --> 00:03.000\nBring a friend to the harvest supper.\n',
    );
    await server.app.services.store.execute({
      sql: 'UPDATE videos SET languages = ? WHERE id = 509',
      args: [
        JSON.stringify([
          { language: 'en', file: 'clip-b-640x360.mp4', subtitles: 'promo-509.vtt' },
        ]),
      ],
    });
    await indexCaptions(server.app.services.db, mediaDir);
    const [moment] = (await spoken('harvest supper')).matches;
    expect(moment).toMatchObject({ video: 509, start: 1, resource: { blog_id: 1 } });
    expect(moment!.lesson).toBeUndefined();
    const resource = await get(`/wp/v2/blog/1/post/${moment!.resource!.id}/downloads?key=videos`);
    expect(resource.json<{ id: number }>().id).toBe(509);
  });

  it('keeps the answer of one language from being served for another', async () => {
    const response = await get('/wp/v2/search?search=welcome');
    expect(response.headers.vary).toMatch(/X-WP-Language/);
  });

  it('comes only with a search of every section, and finds nothing in one letter', async () => {
    const one = (await get('/wp/v2/search?search=begin&section=learning')).json<SearchResults>();
    expect(one.spoken).toBeUndefined();
    expect((await spoken('a')).total).toBe(0);
  });

  it('reads what is typed as words, never as query syntax', async () => {
    for (const term of [
      '"',
      'NEAR(begin question)',
      'begin*',
      'begin OR x',
      '^begin',
      'a:b',
      '(',
    ]) {
      const response = await get(`/wp/v2/search?search=${encodeURIComponent(term)}`);
      expect(response.statusCode).toBe(200);
    }
    expect(spokenWords('  begin  "with" a* ')).toEqual(['begin', 'with', 'a']);
    expect(spokenWords('!!')).toBeNull();
  });

  it('indexes a caption file again when its words change', async () => {
    expect((await spoken('lighthouse keeper')).total).toBe(0);
    writeFileSync(
      join(mediaDir, 'captions-en.vtt'),
      'WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome to the evening.\n\n00:02.500 --> 00:04.000\nThe <b>lighthouse</b> keeper &amp; the sea.\n',
    );
    const said = 'The lighthouse keeper & the sea.';
    let found: SpokenMatch | undefined;
    // The index follows the file's writes: a read in the middle of one is read again after it.
    for (let attempt = 0; attempt < 100 && found?.text !== said; attempt++) {
      await new Promise((done) => setTimeout(done, 50));
      found = (await spoken('lighthouse keeper')).matches[0];
    }
    expect(found).toMatchObject({ start: 2.5, text: said });
    // Other cues share some of its words; the cue itself is gone.
    const texts = (await spoken('begin with a question')).matches.map((match) => match.text);
    expect(texts).not.toContain("Let's begin with a question.");
  });
});

describe('a caption file saved while it is being indexed', () => {
  afterEach(() => jest.restoreAllMocks());

  it('indexes every video that names it from the same words', async () => {
    // Videos 508, 510 and 511 all name the English file. The editor saves it just after the pass
    // first reads it: the pass indexes all three from what it read, and the next pass the rest.
    const file = join(mediaDir, 'captions-en.vtt');
    const read = fsPromises.readFile;
    let saved = false;
    jest.spyOn(fsPromises, 'readFile').mockImplementation(async (...args) => {
      const words = await read(...(args as Parameters<typeof read>));
      if (!saved && String(args[0]) === file) {
        saved = true;
        writeFileSync(file, 'WEBVTT\n\n00:00.000 --> 00:02.000\nThe tide comes in at noon.\n');
      }
      return words;
    });
    await indexCaptions(server.app.services.db, mediaDir);
    jest.restoreAllMocks();
    const rows = await server.app.services.db
      .selectFrom('caption_cues')
      .select(['video_id', 'text'])
      .where('language', '=', 'en')
      .where('video_id', 'in', [508, 510, 511])
      .execute();
    const textsOf = (video: number) =>
      rows
        .filter((row) => Number(row.video_id) === video)
        .map((row) => row.text)
        .sort();
    expect(textsOf(508).length).toBeGreaterThan(0);
    expect(textsOf(510)).toEqual(textsOf(508));
    expect(textsOf(511)).toEqual(textsOf(508));
  });
});

describe('reading captions', () => {
  it('reads cues with hours, settings, tags, entities and notes', async () => {
    expect(
      await readCues(
        'WEBVTT\r\n\r\nNOTE a note\r\n\r\nintro\r\n01:00:01.250 --> 01:00:03.000 align:start\r\n<v Ana>Hello</v> &lt;there&gt;\r\nfriend\r\n\r\n00:04.000 --> 00:05.000\r\n\r\n',
      ),
    ).toEqual([{ startMs: 3_601_250, endMs: 3_603_000, text: 'Hello <there> friend' }]);
  });
});
