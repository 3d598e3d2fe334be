import type { Services } from '../../../kit/services';

/**
 * The outbox of completions as every page's start sees it: the entry replays what waits whatever
 * page opens, and the error page tells a member offline that theirs are kept (both through
 * `features/training/start.ts`). So this part of the room is in the first script and stays light:
 * the queue's key, its entries and how they are read. What writes the queue and sends it comes
 * with the Learning Centre (`outbox.ts`).
 */

/** Completions the server has not confirmed yet, kept across reloads. */
export const QUEUE_KEY = 'campus_training_pending';

/** A completion waiting for the server (README, "Progress is never lost"). */
export interface PendingCompletion {
  userId: number;
  lesson_id: number;
  lesson_blog_id: number;
  playlist_id: number;
  playlist_blog_id: number;
  /** When the member finished the lesson, ISO 8601. */
  completed_on: string;
}

type Reader = { getItem(key: string): string | null };

/** The queue as stored; a damaged value reads as empty, an entry without a lesson is skipped. */
export function readOutbox(storage: Reader): PendingCompletion[] {
  try {
    const parsed = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? (parsed as PendingCompletion[]).filter((entry) => typeof entry?.lesson_id === 'number')
      : [];
  } catch {
    return [];
  }
}

/** Whether completions wait in `storage`; a browser that refuses this site its storage has none. */
export const hasUnsentProgress = (storage: Reader) => readOutbox(storage).length > 0;

/**
 * Learning Centre completions that could not be sent before the last page closed are replayed
 * now, whatever page this is, rather than when the member next opens the Learning Centre: the
 * area's saga sends them as it starts. Only the key is looked at, so that a page with no queue
 * costs nothing at start.
 */
export function replayOutboxAtStart({ storage, areas }: Pick<Services, 'storage' | 'areas'>) {
  if (!storage.getItem(QUEUE_KEY)) return;
  areas
    .ensure('training')
    .catch((error: unknown) =>
      console.error('Pending completions wait for the next visit.', error),
    );
}
