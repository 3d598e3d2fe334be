import type { PopularTerm, SearchResults } from '@campus/api-client';
import { resolve } from 'node:path';
import { loadConfig, MAX_DEMO_BULK_RESOURCES } from './config';
import { bearer, login, restCalls, startTestServer, type TestServer } from './test/harness';

let server: TestServer;
let member: string;
beforeAll(async () => {
  server = await startTestServer();
  member = await login(server.app, 'member@campus.test');
});
afterAll(() => server.close());

const { get } = restCalls(() => server.app);

describe('search', () => {
  it('answers every section with posts, total and query', async () => {
    const results = (await get('/wp/v2/search?search=&per_page=20')).json<SearchResults>();
    const total =
      (results.materials?.total ?? 0) +
      (results.promotional?.total ?? 0) +
      (results.learning?.total ?? 0);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(results.materials!.query).toEqual({ page: 1, offset: 0, per_page: 20 });
    expect(results.materials!.posts).toHaveLength(20);
  });

  it('matches titles and pages with offset', async () => {
    const first = (
      await get('/wp/v2/search?search=week&offset=0&per_page=5&section=materials')
    ).json<SearchResults>();
    const second = (
      await get('/wp/v2/search?search=week&offset=5&per_page=5&section=materials')
    ).json<SearchResults>();
    expect(Object.keys(first)).toEqual(['materials']);
    expect(first.materials!.total).toBe(36);
    expect(second.materials!.query).toEqual({ page: 2, offset: 5, per_page: 5 });
    expect(second.materials!.posts[0]!.id).not.toBe(first.materials!.posts[0]!.id);
    const learning = (
      await get('/wp/v2/search?search=listening&section=learning&type=video')
    ).json<SearchResults>();
    expect(learning.learning!.posts.every((p) => p.type === 'video' && p.is_lesson)).toBe(true);
    expect((await get('/wp/v2/search?search=zzzzzz')).json<SearchResults>().learning!.total).toBe(
      0,
    );
  });

  it('hides private modules from visitors', async () => {
    const visitor = (
      await get('/wp/v2/search?search=mentoring&section=learning&type=playlist')
    ).json<SearchResults>();
    const signedIn = (
      await get('/wp/v2/search?search=mentoring&section=learning&type=playlist', bearer(member))
    ).json<SearchResults>();
    expect(visitor.learning!.total).toBe(0);
    expect(signedIn.learning!.total).toBe(1);
  });

  it('finds no archive in the demo store, and a long one when the bulk setting asks', async () => {
    const archive = (await get('/wp/v2/search?search=archive')).json<SearchResults>();
    expect(archive.materials!.total).toBe(0);
    expect(loadConfig(resolve(__dirname, '..'), {}).demoBulkResources).toBe(0);
    expect(
      loadConfig(resolve(__dirname, '..'), { CAMPUS_DEMO_BULK_RESOURCES: '99999999' })
        .demoBulkResources,
    ).toBe(MAX_DEMO_BULK_RESOURCES);

    const bulk = await startTestServer({}, { CAMPUS_DEMO_BULK_RESOURCES: '2000' });
    try {
      const page = (
        await bulk.app.inject({
          method: 'GET',
          url: '/wp-json/wp/v2/search?search=archive&section=materials&offset=1980&per_page=20',
        })
      ).json<SearchResults>();
      expect(page.materials!.total).toBe(2000);
      expect(page.materials!.posts.map((post) => post.title)).toEqual(
        Array.from({ length: 20 }, (_, i) => expect.stringMatching(`^Archive ${1981 + i}: `)),
      );
      expect(page.materials!.posts.every((post) => post.canView)).toBe(true);
      // The demo lists are unchanged: the archive is older than every demo resource.
      const week = (
        await bulk.app.inject({ method: 'GET', url: '/wp-json/wp/v2/search?search=week' })
      ).json<SearchResults>();
      expect(week.materials!.total).toBe(36);
    } finally {
      await bulk.close();
    }
  });

  it('rejects bad paging and lists popular terms', async () => {
    expect((await get('/wp/v2/search?per_page=1000')).statusCode).toBe(400);
    expect((await get('/wp/v2/search?offset=-1')).json().code).toBe('rest_invalid_param');
    const terms = (await get('/wp/v2/search/popularTerms')).json<PopularTerm[]>();
    expect(terms[0]).toEqual({
      term: 'leadership',
      created: expect.any(String),
      updated: expect.any(String),
    });
  });

  it('offers a searched term to others only once several visitors found something with it', async () => {
    const search = (term: string, remoteAddress: string) =>
      server.app.inject({
        method: 'GET',
        url: `/wp-json/wp/v2/search?search=${encodeURIComponent(term)}`,
        remoteAddress,
      });
    const offered = async () => {
      await server.app.terms.flush();
      return (await get('/wp/v2/search/popularTerms'))
        .json<PopularTerm[]>()
        .map((entry) => entry.term);
    };
    // Nonsense finds nothing: however often it is searched, it is never offered.
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'])
      await search('qzxwvkj', address);
    expect(await offered()).not.toContain('qzxwvkj');
    // A term with results, searched again and again by one visitor, is not offered either…
    for (let i = 0; i < 5; i++) await search('Basics', '10.0.1.1');
    await search('basics', '10.0.1.2');
    expect(await offered()).not.toContain('basics');
    // …until a third visitor (a member counts by account, not address) found it too.
    await server.app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/search?search=basics',
      remoteAddress: '10.0.1.1',
      headers: bearer(member),
    });
    expect(await offered()).toContain('basics');
    // Terms offered before keep their place as more people search them.
    expect(await offered()).toContain('listening');
  });
});
