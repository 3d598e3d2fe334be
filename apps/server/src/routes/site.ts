import type { FastifyInstance } from 'fastify';
import type { AppStatus, FeatureFlag, Language } from '@campus/api-client';
import type { Context } from '../context';
import { all, getMeta } from '../db';
import { loadLanguages } from '../web';

export async function appStatus(ctx: Context): Promise<AppStatus> {
  const salt = (await getMeta(ctx.store, 'app_status_salt')) ?? '';
  const restartRequired = (await getMeta(ctx.store, 'app_status_restart')) === '1';
  const { hash } = ctx.build.current();
  return { applicationHash: salt ? `${hash}-${salt}` : hash, restartRequired };
}

export function siteRoutes(app: FastifyInstance, ctx: Context): void {
  app.get('/wp-json/wp/v2/appStatus', async (_request, reply): Promise<AppStatus> => {
    reply.header('cache-control', 'no-store');
    return appStatus(ctx);
  });

  app.get('/wp-json/wp/v2/features-config', async (): Promise<FeatureFlag[]> =>
    (await all(ctx.store, 'SELECT key, enabled FROM features ORDER BY key')).map((row) => ({
      key: String(row.key),
      enabled: Boolean(row.enabled),
    })),
  );

  app.get('/wp-json/ab/v1/languages', async (): Promise<Language[]> => loadLanguages(ctx.store));
}
