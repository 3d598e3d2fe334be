import { hasUnsentProgress, QUEUE_KEY, readOutbox, type PendingCompletion } from './start';
import { dropModuleCompletions, enqueueCompletion } from './outbox';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const completion = (overrides: Partial<PendingCompletion> = {}): PendingCompletion => ({
  userId: 8,
  lesson_id: 2001,
  lesson_blog_id: 1,
  playlist_id: 301,
  playlist_blog_id: 1,
  completed_on: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

test('a completion is kept once per member, lesson and module, the newest date winning', () => {
  const storage = memoryStorage();
  expect(enqueueCompletion(storage, completion())).toBe(1);
  expect(enqueueCompletion(storage, completion({ completed_on: '2026-11-24T11:00:00.000Z' }))).toBe(
    1,
  );
  expect(enqueueCompletion(storage, completion({ userId: 9 }))).toBe(2);
  expect(enqueueCompletion(storage, completion({ playlist_id: 302 }))).toBe(3);
  expect(readOutbox(storage)).toEqual([
    completion({ completed_on: '2026-11-24T11:00:00.000Z' }),
    completion({ userId: 9 }),
    completion({ playlist_id: 302 }),
  ]);
});

test('resetting a module forgets only its queued completions, whoever made them', () => {
  const storage = memoryStorage();
  enqueueCompletion(storage, completion());
  enqueueCompletion(storage, completion({ userId: 9 }));
  enqueueCompletion(storage, completion({ playlist_id: 302, lesson_id: 2002 }));
  dropModuleCompletions(storage, 301);
  expect(readOutbox(storage)).toEqual([completion({ playlist_id: 302, lesson_id: 2002 })]);
});

describe('the outbox as every page start reads it (start.ts)', () => {
  const stored = (value: string) => memoryStorage({ [QUEUE_KEY]: value });

  test('a damaged outbox reads as empty, and entries without a lesson are skipped', () => {
    expect(readOutbox(stored('{not json'))).toEqual([]);
    expect(readOutbox(stored('{"lesson_id":1}'))).toEqual([]);
    expect(readOutbox(stored(JSON.stringify([null, { lesson_id: 'x' }, completion()])))).toEqual([
      completion(),
    ]);
  });

  test('completions wait only where the outbox holds one, and storage that refuses reads holds none', () => {
    expect(hasUnsentProgress(stored(JSON.stringify([completion()])))).toBe(true);
    expect(hasUnsentProgress(stored('[]'))).toBe(false);
    expect(hasUnsentProgress(stored('{not json'))).toBe(false);
    const refusing = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(hasUnsentProgress(refusing)).toBe(false);
  });
});
