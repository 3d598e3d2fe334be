import type { SearchResults } from '@campus/api-client';
import { JUDGED_QUERIES, type JudgedKind, type JudgedQuery } from './test/judged-queries';
import { bearer, login, restCalls, startTestServer, type TestServer } from './test/harness';

let server: TestServer;
let member: string;
beforeAll(async () => {
  server = await startTestServer();
  // The member may open the private mentoring module, whose title and talk are judged too.
  member = await login(server.app, 'member@campus.test');
});
afterAll(() => server.close());

const { get } = restCalls(() => server.app);
const PAGE_LANGUAGE = { en: 'en_US', es: 'es_ES', he: 'he_IL' } as const;
/** Recall at 3 every kind reaches; the exact words, found before this search, stay at 1. */
const FLOOR: Record<JudgedKind, number> = {
  exact: 1,
  words: 0.95,
  prefix: 0.95,
  typo: 0.95,
  forms: 0.95,
  suggestion: 0.95,
};

const searchAs = async (term: string, language: string, token?: string) => {
  const response = await get(`/wp/v2/search?search=${encodeURIComponent(term)}&per_page=3`, {
    'x-wp-language': language,
    ...(token ? bearer(token) : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json<SearchResults>();
};

/** Whether the answer a query means is among the first three of its list. */
async function foundInTop3({ query, language, relevant }: JudgedQuery): Promise<boolean> {
  const answer = await searchAs(query, PAGE_LANGUAGE[language], member);
  if ('spoken' in relevant)
    return (answer.spoken?.matches ?? []).some((match) => match.text.includes(relevant.spoken));
  if ('title' in relevant)
    return (answer[relevant.section]?.posts ?? [])
      .slice(0, 3)
      .some((post) => post.title.includes(relevant.title));
  return answer.suggestion?.split(' ').includes(relevant.suggestion) ?? false;
}

describe('judged queries', () => {
  it('cover every kind in English, Spanish and Hebrew', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60);
    for (const kind of Object.keys(FLOOR))
      for (const language of ['en', 'es', 'he'])
        expect(JUDGED_QUERIES.some((q) => q.kind === kind && q.language === language)).toBe(true);
  });

  it('find what each means within the first three, kind by kind', async () => {
    const misses: JudgedQuery[] = [];
    const scores: Record<string, number> = {};
    for (const kind of Object.keys(FLOOR) as JudgedKind[]) {
      const judged = JUDGED_QUERIES.filter((q) => q.kind === kind);
      let found = 0;
      for (const q of judged) {
        if (await foundInTop3(q)) found += 1;
        else misses.push(q);
      }
      scores[kind] = found / judged.length;
    }
    console.log(
      `recall at 3 by kind: ${JSON.stringify(scores)}; missed: ${JSON.stringify(misses)}`,
    );
    const below = Object.entries(scores).filter(
      ([kind, score]) => score < FLOOR[kind as JudgedKind],
    );
    expect({ below, misses }).toEqual({ below: [], misses: expect.any(Array) });
  });
});

describe('ranking', () => {
  const titles = async (term: string) =>
    (await searchAs(term, 'en_US', member)).learning!.posts.map((post) => post.title);

  it('lists a title match before a description match, and a result with every word first', async () => {
    // "listening" is in the listening lessons' titles and in their module's description.
    const found = (
      await get('/wp/v2/search?search=listening&section=learning&per_page=50', bearer(member))
    ).json<SearchResults>().learning!.posts;
    const firstWithout = found.findIndex((post) => !/listening/i.test(post.title));
    const lastWith = found.map((post) => /listening/i.test(post.title)).lastIndexOf(true);
    expect(lastWith).toBeLessThan(firstWithout === -1 ? Infinity : firstWithout);
    expect((await titles('teamwork practice'))[0]).toMatch(/^Teamwork in practice/);
  });

  it('lists an exact match before a typo match', async () => {
    // "planning" is a title word; "planting" is one letter away, and matches it with a typo.
    expect((await titles('planning'))[0]).toMatch(/Planning/);
  });
});

describe('did you mean', () => {
  it('comes only when nothing is found, and finds something itself', async () => {
    expect((await searchAs('silence', 'en_US')).suggestion).toBeUndefined();
    const { suggestion } = await searchAs('slience', 'en_US');
    expect(suggestion).toBe('silence');
    expect((await searchAs(suggestion!, 'en_US')).spoken!.total).toBeGreaterThan(0);
    // Nothing close: no suggestion.
    expect((await searchAs('qqqqzzzz', 'en_US')).suggestion).toBeUndefined();
  });
});
