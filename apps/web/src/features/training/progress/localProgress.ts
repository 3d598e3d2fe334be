/** Local storage key of the lesson timer and video progress (README, "Learning Centre"). */
export const PROGRESS_KEY = 'ab_session_progress';

/**
 * The local progress store: seconds read per article, last video position per video (pinned by
 * progress.test.ts).
 */
export interface LocalProgress {
  lessons: Record<string, number>;
  videos: Record<string, number>;
}

type Reader = { getItem(key: string): string | null };
type Storage = Reader & { setItem(key: string, value: string): void };

export function readLocalProgress(storage: Reader): LocalProgress {
  try {
    const parsed = JSON.parse(
      storage.getItem(PROGRESS_KEY) ?? 'null',
    ) as Partial<LocalProgress> | null;
    const numbers = (value: unknown): Record<string, number> =>
      typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value).filter(
              (entry): entry is [string, number] => typeof entry[1] === 'number',
            ),
          )
        : {};
    return { lessons: numbers(parsed?.lessons), videos: numbers(parsed?.videos) };
  } catch {
    // A hand-edited or foreign value must not stop the lesson timer.
    return { lessons: {}, videos: {} };
  }
}

/** Changes the local progress store in place. */
export function writeLocalProgress(
  storage: Storage,
  change: (progress: ReturnType<typeof readLocalProgress>) => void,
) {
  const progress = readLocalProgress(storage);
  change(progress);
  storage.setItem(PROGRESS_KEY, JSON.stringify(progress));
}
