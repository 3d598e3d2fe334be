import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppStatus, FeatureFlag, Language } from '@campus/api-client/contract';
import { featureFlags, loadLanguages } from '../../domain/site/settings';
import { appStatus } from '../../domain/site/status';
import { PUBLIC_READ } from '../../conventions/rest-headers';

export const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;

  app.get(
    '/wp/v2/appStatus',
    { schema: { response: { 200: AppStatus } } },
    async (_request, reply): Promise<AppStatus> => {
      reply.header('cache-control', 'no-store');
      return appStatus(ctx);
    },
  );

  app.get(
    '/wp/v2/features-config',
    { config: PUBLIC_READ, schema: { response: { 200: Type.Array(FeatureFlag) } } },
    async (): Promise<FeatureFlag[]> => featureFlags(ctx.db),
  );

  app.get(
    '/ab/v1/languages',
    { config: PUBLIC_READ, schema: { response: { 200: Type.Array(Language) } } },
    async (): Promise<Language[]> => loadLanguages(ctx.db),
  );
};
