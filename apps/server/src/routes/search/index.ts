import type { FastifyPluginAsync } from 'fastify';
import type { PopularTerm, SearchResults } from '@campus/api-client';
import { optionalSession } from '../../plugins/auth';
import {
  SECTIONS,
  popularTerms,
  search,
  searcherKey,
  type SearchQuery,
  type TermCounter,
} from '../../domain/search';
import { PUBLIC_READ } from '../../plugins/rest-headers';

export const searchRoutes: FastifyPluginAsync<{ terms: TermCounter }> = async (app, { terms }) => {
  const ctx = app.services;

  app.get('/wp/v2/search/popularTerms', { config: PUBLIC_READ }, async (): Promise<PopularTerm[]> =>
    popularTerms(ctx.db),
  );

  app.get(
    '/wp/v2/search',
    {
      config: PUBLIC_READ,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            search: { type: 'string', maxLength: 200, default: '' },
            offset: { type: 'integer', minimum: 0, default: 0 },
            per_page: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            section: { type: 'string', enum: [...SECTIONS, 'all', ''] },
            type: { type: 'string', enum: ['video', 'document', 'article', 'playlist', ''] },
            category: { type: 'string', maxLength: 100 },
            product: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    async (request, reply): Promise<SearchResults> => {
      const language = request.headers['x-wp-language'];
      const q = {
        ...(request.query as SearchQuery),
        language: typeof language === 'string' ? language : undefined,
      };
      const session = await optionalSession(ctx.tokens, request);
      const answer = await search(ctx, session, q);
      // The moments inside videos are found in the captions of the page's language.
      reply.header('vary', 'X-WP-Language');
      const term = q.search.trim();
      const found = Object.values(answer).some((results) => results.total > 0);
      if (term && q.offset === 0 && found)
        terms.hit(term, searcherKey(session?.user.id, request.ip));
      return answer;
    },
  );
};
