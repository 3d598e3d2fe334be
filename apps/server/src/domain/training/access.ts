import type { Session } from '../../services/auth';
import type { Db } from '../../services/store';
import type { PlaylistRecord } from './modules';

/**
 * Who may open a module: anyone when it is public, only a signed-in member when it is private
 * (README, "Decisions": free views). Training lists, shows and gates lessons by it; search finds
 * modules and the videos inside them by it.
 */
export const mayOpenModule = (
  module: Pick<PlaylistRecord, 'status'>,
  session: Session | undefined,
): boolean => Boolean(session) || module.status !== 'private';

/** A lesson only inside private modules is never open to visitors, whatever their free views. */
export const openToVisitors = (lessonId: number, modules: PlaylistRecord[]): boolean => {
  const holding = modules.filter((p) => p.lessons.includes(lessonId));
  return holding.length === 0 || holding.some((p) => mayOpenModule(p, undefined));
};

/**
 * Whether a visitor (their cookie's id) may see a lesson: one seen before always, a new one while
 * fewer than `allowance` distinct lessons were seen. `record` spends the view (opening the lesson);
 * a module's list only asks (pinned by training.test.ts).
 */
export async function freeView(
  db: Db,
  visitor: string,
  lessonId: number,
  allowance: number,
  record: boolean,
): Promise<boolean> {
  const views = db.selectFrom('visitor_views').where('visitor', '=', visitor);
  if (await views.select('lesson_id').where('lesson_id', '=', lessonId).executeTakeFirst())
    return true;
  const seen = Number(
    (await views.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0,
  );
  if (seen >= allowance) return false;
  if (record)
    await db
      .insertInto('visitor_views')
      .values({ visitor, lesson_id: lessonId })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  return true;
}
