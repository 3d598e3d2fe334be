import type { Services } from './services';
import { QUEUE_KEY } from './storageKeys';

/**
 * The Learning Centre's outbox of completions as any page reads it. It sits on this floor, in the
 * first script, because the entry looks at it on every page (completions left unsent are replayed
 * whatever page opens) and the error page tells a member offline that theirs are kept; what writes
 * the queue and sends it arrives with the Learning Centre (`features/training/progress/outbox.ts`).
 */

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
