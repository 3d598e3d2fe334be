import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { SearchResults } from '@campus/api-client';
import {
  PopularTerm,
  SearchQuery as SearchQuerySchema,
  SearchResults as SearchResultsSchema,
} from '@campus/api-client/contract';
import { optionalSession } from '../../services/auth';
import {
  foundAnything,
  popularTerms,
  search,
  searcherKey,
  type SearchQuery,
  type TermCounter,
} from '../../domain/search';
import { PUBLIC_READ } from '../../conventions/rest-headers';
import { pageOf } from '../../conventions/wordpress';

export const searchRoutes: FastifyPluginAsyncTypebox<{ terms: TermCounter }> = async (
  app,
  { terms },
) => {
  const ctx = app.services;

  app.get(
    '/wp/v2/search/popularTerms',
    { config: PUBLIC_READ, schema: { response: { 200: Type.Array(PopularTerm) } } },
    async (): Promise<PopularTerm[]> => popularTerms(ctx.db),
  );

  app.get(
    '/wp/v2/search',
    {
      config: PUBLIC_READ,
      schema: { querystring: SearchQuerySchema, response: { 200: SearchResultsSchema } },
    },
    async (request, reply): Promise<SearchResults> => {
      const language = request.headers['x-wp-language'];
      const { perPage, offset } = pageOf(request.query);
      const q: SearchQuery = {
        ...request.query,
        search: request.query.search ?? '',
        offset,
        per_page: perPage,
        language: typeof language === 'string' ? language : undefined,
      };
      const session = await optionalSession(ctx.tokens, request);
      const answer = await search(ctx, session, q);
      // The moments inside videos are found in the captions of the page's language.
      reply.header('vary', 'X-WP-Language');
      const term = q.search.trim();
      if (term && q.offset === 0 && foundAnything(answer))
        terms.hit(term, searcherKey(session?.user.id, request.ip));
      return answer;
    },
  );
};
