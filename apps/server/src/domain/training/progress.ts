import type {
  LessonCompletePayload,
  LessonPosition,
  LessonPositionPayload,
} from '@campus/api-client/contract';
import type { Db } from '../../services/store';

/*
 * A member's progress as the store keeps it: lessons completed (per module) and where each video
 * was left. Whether the lesson or module exists is the caller's to check against the loaded modules.
 */

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

/** Marks a lesson complete (once: a second completion keeps the first date); answers its date. */
export async function completeLesson(
  db: Db,
  userId: number,
  body: LessonCompletePayload,
): Promise<string> {
  const completed_on = new Date().toISOString();
  await db
    .insertInto('lesson_progress')
    .values({
      user_id: userId,
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
    .where('user_id', '=', userId)
    .where('lesson_id', '=', body.lesson_id)
    .where('playlist_id', '=', body.playlist_id)
    .executeTakeFirst();
  return String(row?.completed_on ?? completed_on);
}

/** Forgets the lessons a member completed in one module. */
export async function clearModuleProgress(
  db: Db,
  userId: number,
  module: { id: number; blog_id: number },
): Promise<void> {
  await db
    .deleteFrom('lesson_progress')
    .where('user_id', '=', userId)
    .where('playlist_id', '=', module.id)
    .where('playlist_blog_id', '=', module.blog_id)
    .execute();
}

export async function readPosition(
  db: Db,
  userId: number,
  lessonId: number,
): Promise<LessonPosition> {
  const row = await db
    .selectFrom('lesson_positions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  return presentPosition(lessonId, row);
}

/** Where the member stopped in a video, never past its end; answers the position saved. */
export async function savePosition(
  db: Db,
  userId: number,
  lessonId: number,
  body: LessonPositionPayload,
): Promise<LessonPosition> {
  await db
    .insertInto('lesson_positions')
    .values({
      user_id: userId,
      lesson_id: lessonId,
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
  return readPosition(db, userId, lessonId);
}

/**
 * Where the member stopped, latest first: the home's "Continue learning" reads the newest without
 * knowing which lesson to ask for (pinned by training.test.ts). `read` gives one page of them.
 */
export async function positionsOf(
  db: Db,
  userId: number,
): Promise<{
  total: number;
  read: (page: { perPage: number; offset: number }) => Promise<LessonPosition[]>;
}> {
  const positions = db.selectFrom('lesson_positions').where('user_id', '=', userId);
  const total = Number(
    (await positions.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
  );
  const read = async (page: { perPage: number; offset: number }) =>
    (
      await positions
        .selectAll()
        .orderBy('updated', 'desc')
        .orderBy('lesson_id')
        .limit(page.perPage)
        .offset(page.offset)
        .execute()
    ).map((row) => presentPosition(Number(row.lesson_id), row));
  return { total, read };
}
