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
import { requireMember, requireSession, type TokenCarrierConfig } from '../../plugins/auth';
import { pageOf, setTotals } from '../../plugins/wordpress';
import { WpError } from '../../plugins/errors';

/** A saved position as the wire carries it; a lesson never saved reads as the start, `updated` null. */
const presentPosition = (
  lessonId: number,
  row: { position: number; duration: number; updated: string } | undefined,
): LessonPosition => ({
  lesson_id: lessonId,
  position: Number(row?.position ?? 0),
  duration: Number(row?.duration ?? 0),
  updated: row ? String(row.updated) : null,
});

/** A member's progress: lessons completed, a module's progress cleared, positions in videos. */
export const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, tokens } = ctx;
  const { catalog } = ctx;

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
      const data = await catalog.load();
      if (!data.lessons.some((l) => l.id === body.lesson_id))
        throw new WpError(404, 'rest_lesson_not_found', 'That lesson could not be found.');
      // playlist_id 0 is a standalone article lesson, outside any module.
      if (
        body.playlist_id &&
        !data.playlists.find((p) => p.id === body.playlist_id)?.lessons.includes(body.lesson_id)
      ) {
        throw new WpError(404, 'rest_lesson_not_found', 'That lesson could not be found.');
      }
      const completed_on = new Date().toISOString();
      await db
        .insertInto('lesson_progress')
        .values({
          user_id: session.user.id,
          lesson_id: body.lesson_id,
          lesson_blog_id: body.lesson_blog_id,
          playlist_id: body.playlist_id,
          playlist_blog_id: body.playlist_blog_id,
          completed_on,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      const row = await db
        .selectFrom('lesson_progress')
        .select('completed_on')
        .where('user_id', '=', session.user.id)
        .where('lesson_id', '=', body.lesson_id)
        .where('playlist_id', '=', body.playlist_id)
        .executeTakeFirst();
      return {
        success: true,
        lesson_id: body.lesson_id,
        complete: true,
        completed_on: String(row?.completed_on ?? completed_on),
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
      if (!(await catalog.load()).playlists.some((p) => p.id === id && p.blog_id === blogId)) {
        throw new WpError(404, 'rest_playlist_not_found', 'That module could not be found.');
      }
      await db
        .deleteFrom('lesson_progress')
        .where('user_id', '=', session.user.id)
        .where('playlist_id', '=', id)
        .where('playlist_blog_id', '=', blogId)
        .execute();
      return { success: true };
    },
  );

  const positionParams = Type.Object({ id: Id });
  const readPosition = async (userId: number, lessonId: number): Promise<LessonPosition> => {
    const row = await db
      .selectFrom('lesson_positions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('lesson_id', '=', lessonId)
      .executeTakeFirst();
    return presentPosition(lessonId, row);
  };
  const savePosition = async (
    request: FastifyRequest,
    id: number,
    body: LessonPositionPayload,
  ): Promise<LessonPosition> => {
    const session = await requireSession(tokens, request);
    if (!(await catalog.load()).lessons.some((l) => l.id === id))
      throw new WpError(404, 'rest_lesson_not_found', 'That lesson could not be found.');
    await db
      .insertInto('lesson_positions')
      .values({
        user_id: session.user.id,
        lesson_id: id,
        position: Math.min(body.position, body.duration || body.position),
        duration: body.duration,
        updated: new Date().toISOString(),
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'lesson_id']).doUpdateSet((eb) => ({
          position: eb.ref('excluded.position'),
          duration: eb.ref('excluded.duration'),
          updated: eb.ref('excluded.updated'),
        })),
      )
      .execute();
    return readPosition(session.user.id, id);
  };
  // Where the member stopped, latest first: the home's "Continue learning" reads the newest without
  // knowing which lesson to ask for (pinned by learning.test.ts).
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
      const positions = db.selectFrom('lesson_positions').where('user_id', '=', session.user.id);
      const total = Number(
        (await positions.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
      );
      setTotals(reply, total, perPage, page);
      const rows = await positions
        .selectAll()
        .orderBy('updated', 'desc')
        .orderBy('lesson_id')
        .limit(perPage)
        .offset(offset)
        .execute();
      return rows.map((row) => presentPosition(Number(row.lesson_id), row));
    },
  );
  app.get(
    '/wp/v2/lesson/:id(^\\d+)/position',
    { schema: { params: positionParams, response: { 200: LessonPosition } } },
    async (request) => {
      const session = await requireSession(tokens, request);
      return readPosition(session.user.id, request.params.id);
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
      handler: async (request) => savePosition(request, request.params.id, request.body),
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
    async (request) => savePosition(request, request.params.id, request.body),
  );
};
