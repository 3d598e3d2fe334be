import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { StudyPlan, StudyPlanDeleted, StudyPlanPayload } from '@campus/api-client/contract';
import { requireMember, requireSession } from '../../services/auth';
import { field } from '../../services/limits';
import { WpError } from '../../conventions/errors';
import {
  calendarOf,
  deletePlan,
  planLanguageOf,
  planRowByToken,
  readPlan,
  savePlan,
} from '../../domain/plans';

/** The member's study plan, and its calendar at a secret address (README, "Study plan and calendar"). */
export const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, tokens, modules, limits, config } = app.services;
  const { publicUrl } = config;

  app.get(
    '/campus/v1/study-plan',
    { schema: { response: { 200: StudyPlan } } },
    async (request): Promise<StudyPlan> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      return readPlan(db, session.user.id, (await modules.load()).playlists, publicUrl);
    },
  );

  app.put(
    '/campus/v1/study-plan',
    { schema: { body: StudyPlanPayload, response: { 200: StudyPlan } } },
    async (request): Promise<StudyPlan> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      return savePlan(
        db,
        session,
        request.body,
        planLanguageOf(request.headers['x-wp-language']),
        (await modules.load()).playlists,
        publicUrl,
      );
    },
  );

  app.delete(
    '/campus/v1/study-plan',
    { schema: { response: { 200: StudyPlanDeleted } } },
    async (request): Promise<StudyPlanDeleted> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      const previous = await deletePlan(
        db,
        session.user.id,
        (await modules.load()).playlists,
        publicUrl,
      );
      return { deleted: true, previous };
    },
  );

  // Calendar apps fetch it without a session: the secret address is the key. Each address has the
  // per-account budget of the guarded routes, and no per-address one: a calendar service fetches
  // many members' plans from one address (README, "Study plan and calendar").
  app.get(
    '/campus/v1/calendar/:token(^[A-Za-z0-9_-]{1,100}).ics',
    {
      preValidation: limits.guard((request) => field(request.params, 'token'), { perIp: false }),
      schema: { params: Type.Object({ token: Type.String({ maxLength: 100 }) }) },
    },
    async (request, reply) => {
      const row = await planRowByToken(db, request.params.token);
      if (!row)
        throw new WpError(404, 'campus_no_calendar', 'There is no calendar at this address.');
      const body = await calendarOf(db, row, await modules.load(), publicUrl);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=0, must-revalidate')
        .header('content-disposition', 'inline; filename="campus-study-plan.ics"')
        .send(body);
    },
  );
};
