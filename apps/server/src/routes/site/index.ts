import type { FastifyPluginAsync } from 'fastify';
import type { AppStatus, FeatureFlag, Language } from '@campus/api-client';
import { loadLanguages } from '../../domain/site/settings';
import { appStatus } from '../../domain/site/status';
import { PUBLIC_READ } from '../../plugins/rest-headers';

export const siteRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.services;

  app.get('/wp/v2/appStatus', async (_request, reply): Promise<AppStatus> => {
    reply.header('cache-control', 'no-store');
    return appStatus(ctx);
  });

  app.get('/wp/v2/features-config', { config: PUBLIC_READ }, async (): Promise<FeatureFlag[]> =>
    (await ctx.db.selectFrom('features').select(['key', 'enabled']).orderBy('key').execute()).map(
      (row) => ({
        key: String(row.key),
        enabled: Boolean(row.enabled),
      }),
    ),
  );

  app.get('/ab/v1/languages', { config: PUBLIC_READ }, async (): Promise<Language[]> =>
    loadLanguages(ctx.db),
  );
};
