import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Collection,
  Id,
  LessonCompletePayload,
  LessonCompleteResponse,
  LessonPosition,
  LessonPositionPayload,
  SuccessResponse,
} from '@campus/api-client/contract';
import { requireMember, requireSession, type TokenCarrierConfig } from '../../services/auth';
import { pageOf, setTotals } from '../../conventions/wordpress';
import { WpError } from '../../conventions/errors';
import {
  clearModuleProgress,
  completeLesson,
  positionsOf,
  readPosition,
  savePosition,
} from '../../domain/training/progress';
import { issueCertificates } from '../../domain/certificates';

/** A member's progress: lessons completed, a module's progress cleared, positions in videos. */
export const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, tokens } = ctx;
  const { modules } = ctx;

  app.post(
    '/wp/v2/playlist/lesson-complete',
    {
      schema: {
        body: LessonCompletePayload,
        response: { 200: LessonCompleteResponse },
      },
    },
    async (request): Promise<LessonCompleteResponse> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      const { body } = request;
      const data = await modules.load();
      if (!data.lessonById.has(body.lesson_id))
        throw new WpError(404, 'rest_lesson_not_found', 'That lesson could not be found.');
      // playlist_id 0 is a standalone article lesson, outside any module.
      if (
        body.playlist_id &&
        !data.playlistById.get(body.playlist_id)?.lessons.includes(body.lesson_id)
      ) {
        throw new WpError(404, 'rest_lesson_not_found', 'That lesson could not be found.');
      }
      const completedOn = await completeLesson(db, session.user.id, body);
      // The module's last lesson issues its certificate; a completion sent again issues any a
      // failure left unissued, and never a second one (README, "Certificates").
      await issueCertificates(
        db,
        ctx.config.publicUrl,
        session.user,
        body.lesson_id,
        data.playlistsOfLesson.get(body.lesson_id) ?? [],
      );
      return {
        success: true,
        lesson_id: body.lesson_id,
        complete: true,
        completed_on: completedOn,
      };
    },
  );

  app.delete(
    '/wp/v2/playlist/:blogId(^\\d+)/:id(^\\d+)/progress',
    {
      schema: {
        params: Type.Object({ blogId: Id, id: Id }),
        response: { 200: SuccessResponse },
      },
    },
    async (request): Promise<SuccessResponse> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      const { blogId, id } = request.params;
      if ((await modules.load()).playlistById.get(id)?.blog_id !== blogId) {
        throw new WpError(404, 'rest_playlist_not_found', 'That module could not be found.');
      }
      await clearModuleProgress(db, session.user.id, { id, blog_id: blogId });
      return { success: true };
    },
  );

  const positionParams = Type.Object({ id: Id });
  const save = async (
    request: FastifyRequest,
    id: number,
    body: LessonPositionPayload,
  ): Promise<LessonPosition> => {
    const session = await requireSession(tokens, request);
    if (!(await modules.load()).lessonById.has(id))
      throw new WpError(404, 'rest_lesson_not_found', 'That lesson could not be found.');
    return savePosition(db, session.user.id, id, body);
  };
  app.get(
    '/wp/v2/lesson-positions',
    {
      schema: {
        querystring: Type.Object(Collection(10)),
        response: { 200: Type.Array(LessonPosition) },
      },
    },
    async (request, reply): Promise<LessonPosition[]> => {
      const session = await requireSession(tokens, request);
      const { perPage, offset, page } = pageOf(request.query);
      const positions = await positionsOf(db, session.user.id);
      setTotals(reply, positions.total, perPage, page);
      return positions.read({ perPage, offset });
    },
  );
  app.get(
    '/wp/v2/lesson/:id(^\\d+)/position',
    { schema: { params: positionParams, response: { 200: LessonPosition } } },
    async (request) => {
      const session = await requireSession(tokens, request);
      return readPosition(db, session.user.id, request.params.id);
    },
  );
  // PUT and PATCH are one write. Registered once per method rather than as one route of both, so
  // `OPTIONS` and the REST index go on listing them as two endpoints, as they always have.
  for (const method of ['PUT', 'PATCH'] as const)
    app.route({
      method,
      url: '/wp/v2/lesson/:id(^\\d+)/position',
      schema: {
        params: positionParams,
        body: LessonPositionPayload,
        response: { 200: LessonPosition },
      },
      handler: async (request) => save(request, request.params.id, request.body),
    });
  // navigator.sendBeacon posts text/plain and cannot set headers: the one route that reads `?token=`.
  const beaconCarrier: TokenCarrierConfig = { tokenCarrier: 'query' };
  app.post(
    '/wp/v2/lesson/:id(^\\d+)/position',
    {
      config: beaconCarrier,
      schema: {
        params: positionParams,
        body: LessonPositionPayload,
        querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 2000 })) }),
        response: { 200: LessonPosition },
      },
    },
    async (request) => save(request, request.params.id, request.body),
  );
};
