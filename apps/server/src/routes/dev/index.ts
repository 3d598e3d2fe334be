import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { setMeta } from '../../services/store';
import { hostSettings, loadLanguages } from '../../domain/site/settings';
import { appStatus } from '../../domain/site/status';
import { languageOf } from '../../conventions/wordpress';

/** Development helpers a person or a browser test uses to follow mails and show the restart prompt. */
export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  app.post(
    '/campus-dev/v1/app-status/bump',
    {
      schema: {
        body: Type.Object(
          { restartRequired: Type.Optional(Type.Boolean()) },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      // A bump may come without a body.
      const body: { restartRequired?: boolean } = request.body ?? {};
      await setMeta(ctx.db, 'app_status_salt', randomBytes(4).toString('hex'));
      await setMeta(ctx.db, 'app_status_restart', body.restartRequired === false ? '0' : '1');
      return appStatus(ctx);
    },
  );

  app.get(
    '/campus-dev/v1/outbox',
    {
      schema: {
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
      },
    },
    async (request) => {
      return ctx.outbox.latest(request.query.to);
    },
  );

  // The app's dev server (vite) serves its own index.html: it asks here for what this server would
  // inject into the page, so `pnpm --filter @campus/web dev` shows the same app as `pnpm start`.
  app.get(
    '/campus-dev/v1/host-settings',
    {
      schema: {
        querystring: { type: 'object', properties: { lang: { type: 'string', maxLength: 12 } } },
      },
    },
    async (request) => {
      const languages = (await loadLanguages(ctx.db)).map((language) => language.code);
      return hostSettings(ctx.config, ctx.db, languageOf(request, languages));
    },
  );
};
