import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Category,
  Lesson,
  LessonCategory,
  LessonQuery,
  Playlist,
  PlaylistQuery,
  PostKey,
} from '@campus/api-client/contract';
import { optionalSession } from '../../services/auth';
import type { Services } from '../../services';
import { WpError } from '../../conventions/errors';
import { loadLanguages } from '../../domain/site/settings';
import {
  idOrSlug,
  pageOf,
  setTotals,
  languageOf,
  requestedFields,
  slugFilter,
  fieldFilter,
  fieldTree,
  type FieldsConfig,
} from '../../conventions/wordpress';
import {
  playlistImage,
  presentLesson,
  presentLessonBrief,
  lessonWithProgressJson,
  progressOf,
  lessonCategories,
  trainingCategories,
  type LessonRecord,
  type PlaylistRecord,
} from '../../domain/training/modules';
import { freeView, mayOpenModule, openToVisitors } from '../../domain/training/access';
import { progressRoutes } from './progress';
import { PUBLIC_READ } from '../../conventions/rest-headers';
import { isRendererRead } from '../../conventions/renderer-reads';

const VISITOR_COOKIE = 'campus_visitor';
const COMMA = Buffer.from(',');

/**
 * Visitors see a lesson of a non-private module if seen before or under the free-view allowance
 * (pinned by training.test.ts). The first screens' renderer is answered as a new visitor and spends
 * nothing (`conventions/renderer-reads.ts`); the page it renders goes only to a visitor this admits.
 */
async function visitorMayView(
  ctx: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  lesson: LessonRecord,
  playlists: PlaylistRecord[],
  record: boolean,
): Promise<boolean> {
  if (!openToVisitors(lesson.id, playlists)) return false;
  if (isRendererRead(request)) return ctx.config.numberFreePlaylistViews > 0;
  let visitor = request.cookies[VISITOR_COOKIE];
  if (!visitor || !/^[0-9a-f-]{36}$/.test(visitor)) {
    visitor = randomUUID();
    reply.setCookie(VISITOR_COOKIE, visitor, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 31_536_000,
    });
  }
  return freeView(ctx.db, visitor, lesson.id, ctx.config.numberFreePlaylistViews, record);
}

const findBy = <T>(byId: Map<number, T>, bySlug: Map<string, T>, key: string): T | undefined => {
  const wanted = idOrSlug(key);
  return typeof wanted === 'number' ? byId.get(wanted) : bySlug.get(wanted);
};

/** The `_fields` the app asks for leave out what the lesson and module screens need (README, "Decisions": `_fields`). */
const SCREEN_FIELDS = ['blog_id', 'canView', 'complete', 'completed_on', 'playlists', 'status'];

export const trainingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.services;
  const { db, tokens } = ctx;
  const { modules } = ctx;

  app.get(
    '/wp/v2/lesson-categories',
    { schema: { response: { 200: Type.Array(LessonCategory) } } },
    async (): Promise<LessonCategory[]> => lessonCategories(db),
  );

  // Names follow the request's language header (X-WP-Language), falling back to English.
  app.get(
    '/rtnetwork/v1/training_category',
    { schema: { response: { 200: Type.Array(Category) } } },
    async (request): Promise<Category[]> => {
      const lang = languageOf(
        request,
        (await loadLanguages(ctx.db)).map((l) => l.code),
      );
      return trainingCategories(db, lang);
    },
  );

  app.get(
    '/wp/v2/lesson',
    {
      config: PUBLIC_READ,
      schema: { querystring: LessonQuery, response: { 200: Type.Array(Lesson) } },
    },
    async (request, reply): Promise<Lesson[]> => {
      const q = request.query;
      const session = await optionalSession(tokens, request);
      const data = await modules.load();
      const term = q.search?.trim().toLowerCase();
      const slugged = slugFilter(q);
      const matches = data.lessons.filter(
        (l) =>
          slugged(l) &&
          (!q.popular || l.popular) &&
          (!q.type || l.type === q.type) &&
          (!q.category || l.data.categories.some((c) => c.slug === q.category)) &&
          (!term || l.title.toLowerCase().includes(term)),
      );
      const { perPage, offset, page } = pageOf(q);
      setTotals(reply, matches.length, perPage, page);
      return matches
        .slice(offset, offset + perPage)
        .map((l) => presentLessonBrief(l, Boolean(session)));
    },
  );

  const screenFields: FieldsConfig = { alwaysFields: SCREEN_FIELDS };
  app.get(
    '/wp/v2/lesson/:key',
    { schema: { params: PostKey, response: { 200: Lesson } }, config: screenFields },
    async (request, reply): Promise<Lesson> => {
      const data = await modules.load();
      const lesson = findBy(data.lessonById, data.lessonBySlug, request.params.key);
      if (!lesson)
        throw new WpError(404, 'rest_lesson_not_found', 'That lesson could not be found.');
      const session = await optionalSession(tokens, request);
      const canView = session
        ? true
        : await visitorMayView(ctx, request, reply, lesson, data.playlists, true);
      reply.header('cache-control', 'no-store');
      return presentLesson(lesson, data, await progressOf(db, session), canView);
    },
  );

  app.get(
    '/wp/v2/playlist',
    {
      config: PUBLIC_READ,
      schema: { querystring: PlaylistQuery, response: { 200: Type.Array(Playlist) } },
    },
    async (request, reply) => {
      const q = request.query;
      const session = await optionalSession(tokens, request);
      const data = await modules.load();
      const tags =
        q.training_tag
          ?.split(',')
          .map((t) => t.trim())
          .filter(Boolean) ?? [];
      // post__not_in arrives PHP-style (`post__not_in[0]=3001&post__not_in[1]=1`: id then blog id) or
      // comma-joined; blog ids are small numbers that never collide with a post id, so all are excluded.
      const excluded = new Set([
        ...(q.post__not_in?.split(',') ?? []).map(Number),
        ...Object.entries(q)
          .filter(([name]) => name.startsWith('post__not_in['))
          .map(([, value]) => Number(value)),
      ]);
      const slugged = slugFilter(q);
      const matches = data.playlists.filter(
        (p) =>
          slugged(p) &&
          mayOpenModule(p, session) &&
          !excluded.has(p.id) &&
          (tags.length === 0 || p.tags.some((t) => tags.includes(t.slug))),
      );
      const progress = await progressOf(db, session);
      const { perPage, offset, page } = pageOf(q);
      setTotals(reply, matches.length, perPage, page);
      // Written here rather than by the contract's serializer, `_fields` applied as the field
      // filter would: the lessons' briefs are written once per load of the content
      // (`lessonWithProgressJson`). Pinned by training.test.ts and wordpress.test.ts.
      const fields = requestedFields(request);
      const lessonsKept = fields.length === 0 ? true : fieldTree(fields).lessons;
      const kept = fields.length === 0 ? (module: unknown) => module : fieldFilter(fields);
      const pieces: Buffer[] = [];
      const text = (json: string) => pieces.push(Buffer.from(json));
      matches.slice(offset, offset + perPage).forEach((p, index) => {
        const lessons = p.lessons
          .map((id) => data.lessonById.get(id))
          .filter((l): l is LessonRecord => Boolean(l));
        const module: Omit<Playlist, 'lessons'> = {
          id: p.id,
          blog_id: p.blog_id,
          title: p.title,
          slug: p.slug,
          status: p.status,
          content: { rendered: p.data.content },
          tags: p.tags,
          image: playlistImage(p.data.image),
          duration: lessons.reduce((sum, l) => sum + l.data.duration, 0),
          canView: mayOpenModule(p, session),
        };
        const json = JSON.stringify(kept(module));
        const before = index === 0 ? '' : ',';
        if (lessonsKept === undefined) return text(`${before}${json}`);
        text(`${before}${json === '{}' ? '{' : `${json.slice(0, -1)},`}"lessons":[`);
        // A list of modules names each lesson; its text comes with the lesson's own answer (README,
        // "Decisions": module lists). `lessons.id` and the like answer an empty list, as WordPress does.
        if (lessonsKept === true) {
          lessons.forEach((l, at) => {
            if (at > 0) pieces.push(COMMA);
            pieces.push(...lessonWithProgressJson(data, l, progress));
          });
        }
        text(']}');
      });
      // Fastify sends bytes as they are; the contract's schema still documents the answer.
      const raw: FastifyReply = reply;
      return raw
        .type('application/json; charset=utf-8')
        .send(Buffer.concat([Buffer.from('['), ...pieces, Buffer.from(']')]));
    },
  );

  app.get(
    '/wp/v2/playlist/:key',
    { schema: { params: PostKey, response: { 200: Playlist } }, config: screenFields },
    async (request, reply): Promise<Playlist> => {
      const data = await modules.load();
      const playlist = findBy(data.playlistById, data.playlistBySlug, request.params.key);
      if (!playlist)
        throw new WpError(404, 'rest_playlist_not_found', 'That module could not be found.');
      const session = await optionalSession(tokens, request);
      const progress = await progressOf(db, session, playlist.id);
      const lessons = playlist.lessons
        .map((id) => data.lessonById.get(id))
        .filter((l): l is LessonRecord => Boolean(l));
      const canView = mayOpenModule(playlist, session);
      const visitorViews = new Map<number, boolean>();
      if (!session) {
        for (const lesson of lessons)
          visitorViews.set(
            lesson.id,
            canView && (await visitorMayView(ctx, request, reply, lesson, data.playlists, false)),
          );
      }
      reply.header('cache-control', 'no-store');
      return {
        id: playlist.id,
        blog_id: playlist.blog_id,
        title: playlist.title,
        slug: playlist.slug,
        status: playlist.status,
        content: { rendered: playlist.data.content },
        tags: playlist.tags,
        image: playlistImage(playlist.data.image),
        duration: lessons.reduce((sum, l) => sum + l.data.duration, 0),
        lessons: lessons.map((l) =>
          presentLesson(l, data, progress, session ? true : (visitorViews.get(l.id) ?? false)),
        ),
        canView,
      };
    },
  );

  await app.register(progressRoutes);
};
