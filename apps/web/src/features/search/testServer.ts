import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type Resource, type SearchResults, type SearchSection } from '@campus/api-client';

/**
 * A local /wp-json answering the search calls the way apps/server does (sections keyed materials /
 * promotional / learning, each `{posts, total, query}`; offset and per_page; `section` narrows), over
 * a small fixed catalogue, so sagas and screens run against real HTTP.
 */
const resource = (id: number, title: string, extra: Partial<Resource> = {}): Resource => ({
  id,
  blog_id: 1,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  type: 'document',
  products: [],
  categories: [],
  ...extra,
});

// 25 series resources: odd ones belong to Alpha (product 1), even ones to Beta (product 2).
const materials = Array.from({ length: 25 }, (_, index) =>
  resource(100 + index, `${index % 2 ? 'Beta' : 'Alpha'} week ${index + 1}`, {
    type: index % 3 === 0 ? 'video' : 'document',
    products: [{ id: index % 2 ? 2 : 1, blog_id: 1 }],
  }),
);
const promotional = [resource(200, 'Poster week one'), resource(201, 'Promo clip week two', { type: 'video' })];
const learning: Resource[] = [
  resource(300, 'Module week', { type: 'playlist', slug: 'module-one', is_playlist: true }),
  { ...resource(301, 'Video lesson week', { type: 'video', slug: 'video-lesson' }), playlists: [{ id: 300, blog_id: 1, slug: 'module-one' }] } as Resource,
  resource(302, 'Loose video week', { type: 'video', slug: 'loose-video', categories: [{ slug: 'leadership', name: 'Leadership' }] }),
  resource(303, 'An article week', { type: 'article', slug: 'an-article', categories: [{ slug: 'leadership', name: 'Leadership' }] }),
];
const catalogue: Record<SearchSection, Resource[]> = { materials, promotional, learning };

export const popularTerms = [
  { term: 'leadership', created: '2026-01-05T00:00:00', updated: '2026-01-25T00:00:00' },
  { term: 'small groups', created: '2026-01-06T00:00:00', updated: '2026-01-26T00:00:00' },
];

export interface SearchTestServer {
  server: Server;
  /** Every request path with its query, in order. */
  requests: string[];
  /** Milliseconds to hold answers whose URL contains the key. */
  delays: Map<string, number>;
  /** Answer 500 for URLs containing any of these. */
  failing: Set<string>;
  baseUrl(): string;
  api(): ReturnType<typeof createApiClient>;
  close(): Promise<void>;
}

export async function startSearchServer(): Promise<SearchTestServer> {
  const requests: string[] = [];
  const delays = new Map<string, number>();
  const failing = new Set<string>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/wp-json/, '');
    requests.push(`${path}${url.search}`);
    const delay = [...delays].find(([key]) => req.url?.includes(key))?.[1] ?? 0;
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      }, delay);

    if ([...failing].some((key) => req.url?.includes(key))) {
      return answer(500, { code: 'internal', message: 'Broken', data: { status: 500 } });
    }
    if (path === '/wp/v2/search') {
      const term = (url.searchParams.get('search') ?? '').toLowerCase();
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const perPage = Number(url.searchParams.get('per_page') ?? 20);
      const only = url.searchParams.get('section') as SearchSection | null;
      const results: SearchResults = {};
      for (const section of only ? [only] : (['materials', 'promotional', 'learning'] as const)) {
        const hits = catalogue[section].filter((post) => post.title.toLowerCase().includes(term));
        results[section] = {
          posts: hits.slice(offset, offset + perPage),
          total: hits.length,
          query: { page: Math.floor(offset / perPage) + 1, offset, per_page: perPage },
        };
      }
      return answer(200, results);
    }
    if (path === '/wp/v2/search/popularTerms') return answer(200, popularTerms);
    if (path === '/wp/v2/product') {
      const products = [
        { id: 1, blog_id: 1, title: 'Alpha', slug: 'alpha' },
        { id: 2, blog_id: 1, title: 'Beta', slug: 'beta' },
        { id: 3, blog_id: 1, title: 'Gamma', slug: 'gamma' },
      ];
      return answer(200, products, { 'x-wp-total': '3', 'x-wp-totalpages': '1' });
    }
    if (path === '/wp/v2/lesson-categories') {
      return answer(200, [
        { slug: 'leadership', name: 'Leadership' },
        { slug: 'well-being', name: 'Well-being' },
      ]);
    }
    if (path === '/wp/v2/features-config') return answer(200, []);
    if (path === '/wp/v2/appStatus') return answer(200, { applicationHash: 'a', restartRequired: false });
    answer(404, { code: 'rest_no_route', message: 'No route', data: { status: 404 } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    requests,
    delays,
    failing,
    baseUrl,
    // No retries: a failure answer must reach the saga at once.
    api: () => createApiClient({ baseUrl: baseUrl(), retry: { retries: 0 } }),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
