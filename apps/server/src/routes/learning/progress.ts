import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { LessonCompleteResponse, LessonPosition, SuccessResponse } from '@campus/api-client';
import { requireMember, requireSession, type TokenCarrierConfig } from '../../plugins/auth';
import type { Row } from '@libsql/client';
import { all, one, run } from '../../plugins/store';
import { collectionQuery, offsetOf, setTotals } from '../../plugins/wordpress';
import { WpError } from '../../plugins/errors';
import { catalogOf } from '../../domain/learning/catalog';

/** A saved position as the wire carries it; a lesson never saved reads as the start, `updated` null. */
const presentPosition = (lessonId: number, row: Row | undefined): LessonPosition => ({
  lesson_id: lessonId,
  position: Number(row?.position ?? 0),
  duration: Number(row?.duration ?? 0),
  updated: row ? String(row.updated) : null,
});

/** A member's progress: lessons completed, a module's progress cleared, positions in videos. */
export const progressRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.services;
  const { store, tokens } = ctx;
  const catalog = catalogOf(ctx.db);

  app.post(
    '/wp/v2/playlist/lesson-complete',
    {
      schema: {
        body: {
          type: 'object',
          required: ['lesson_id', 'lesson_blog_id', 'playlist_id', 'playlist_blog_id'],
          properties: {
            lesson_id: { type: 'integer', minimum: 1 },
            lesson_blog_id: { type: 'integer', minimum: 1 },
            playlist_id: { type: 'integer', minimum: 0 },
            playlist_blog_id: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
    async (request): Promise<LessonCompleteResponse & SuccessResponse> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      const body = request.body as {
        lesson_id: number;
        lesson_blog_id: number;
        playlist_id: number;
        playlist_blog_id: number;
      };
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
      await run(store, 'INSERT OR IGNORE INTO lesson_progress VALUES (?, ?, ?, ?, ?, ?)', [
        session.user.id,
        body.lesson_id,
        body.lesson_blog_id,
        body.playlist_id,
        body.playlist_blog_id,
        completed_on,
      ]);
      const row = await one(
        store,
        'SELECT completed_on FROM lesson_progress WHERE user_id = ? AND lesson_id = ? AND playlist_id = ?',
        [session.user.id, body.lesson_id, body.playlist_id],
      );
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
        params: {
          type: 'object',
          properties: {
            blogId: { type: 'integer', minimum: 1 },
            id: { type: 'integer', minimum: 1 },
          },
          required: ['blogId', 'id'],
        },
      },
    },
    async (request): Promise<SuccessResponse> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      const { blogId, id } = request.params as { blogId: number; id: number };
      if (!(await catalog.load()).playlists.some((p) => p.id === id && p.blog_id === blogId)) {
        throw new WpError(404, 'rest_playlist_not_found', 'That module could not be found.');
      }
      await run(
        store,
        'DELETE FROM lesson_progress WHERE user_id = ? AND playlist_id = ? AND playlist_blog_id = ?',
        [session.user.id, id, blogId],
      );
      return { success: true };
    },
  );

  const positionParams = {
    type: 'object',
    properties: { id: { type: 'integer', minimum: 1 } },
    required: ['id'],
  } as const;
  const positionBody = {
    type: 'object',
    required: ['position', 'duration'],
    properties: {
      position: { type: 'number', minimum: 0 },
      duration: { type: 'number', minimum: 0 },
    },
  } as const;
  const readPosition = async (userId: number, lessonId: number): Promise<LessonPosition> => {
    const row = await one(
      store,
      'SELECT * FROM lesson_positions WHERE user_id = ? AND lesson_id = ?',
      [userId, lessonId],
    );
    return presentPosition(lessonId, row);
  };
  const savePosition = async (request: FastifyRequest) => {
    const session = await requireSession(tokens, request);
    const { id } = request.params as { id: number };
    if (!(await catalog.load()).lessons.some((l) => l.id === id))
      throw new WpError(404, 'rest_lesson_not_found', 'That lesson could not be found.');
    const body = request.body as { position: number; duration: number };
    await run(
      store,
      `INSERT INTO lesson_positions VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id, lesson_id)
       DO UPDATE SET position = excluded.position, duration = excluded.duration, updated = excluded.updated`,
      [
        session.user.id,
        id,
        Math.min(body.position, body.duration || body.position),
        body.duration,
        new Date().toISOString(),
      ],
    );
    return readPosition(session.user.id, id);
  };
  // Where the member stopped, latest first: the home's "Continue learning" reads the newest without
  // knowing which lesson to ask for (pinned by learning.test.ts).
  app.get(
    '/wp/v2/lesson-positions',
    { schema: { querystring: { type: 'object', properties: collectionQuery(10) } } },
    async (request, reply): Promise<LessonPosition[]> => {
      const session = await requireSession(tokens, request);
      const q = request.query as { per_page: number; offset: number; page?: number };
      const total = Number(
        (
          await one(store, 'SELECT COUNT(*) AS n FROM lesson_positions WHERE user_id = ?', [
            session.user.id,
          ])
        )?.n ?? 0,
      );
      setTotals(reply, total, q.per_page, q.page);
      const rows = await all(
        store,
        `SELECT * FROM lesson_positions WHERE user_id = ? ORDER BY updated DESC, lesson_id
         LIMIT ? OFFSET ?`,
        [session.user.id, q.per_page, offsetOf(q)],
      );
      return rows.map((row) => presentPosition(Number(row.lesson_id), row));
    },
  );
  app.get(
    '/wp/v2/lesson/:id(^\\d+)/position',
    { schema: { params: positionParams } },
    async (request) => {
      const session = await requireSession(tokens, request);
      return readPosition(session.user.id, (request.params as { id: number }).id);
    },
  );
  app.put(
    '/wp/v2/lesson/:id(^\\d+)/position',
    { schema: { params: positionParams, body: positionBody } },
    savePosition,
  );
  app.patch(
    '/wp/v2/lesson/:id(^\\d+)/position',
    { schema: { params: positionParams, body: positionBody } },
    savePosition,
  );
  // navigator.sendBeacon posts text/plain and cannot set headers: the one route that reads `?token=`.
  const beaconCarrier: TokenCarrierConfig = { tokenCarrier: 'query' };
  app.post(
    '/wp/v2/lesson/:id(^\\d+)/position',
    {
      config: beaconCarrier,
      schema: {
        params: positionParams,
        body: positionBody,
        querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 2000 } } },
      },
    },
    savePosition,
  );
};
