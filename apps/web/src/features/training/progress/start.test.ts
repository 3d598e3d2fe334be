import { hasUnsentProgress, QUEUE_KEY, readOutbox, type PendingCompletion } from './start';

const stored = (value: string) => ({
  getItem: (key: string) => (key === QUEUE_KEY ? value : null),
});

const completion: PendingCompletion = {
  userId: 8,
  lesson_id: 2001,
  lesson_blog_id: 1,
  playlist_id: 301,
  playlist_blog_id: 1,
  completed_on: '2026-11-24T10:00:00.000Z',
};

test('a damaged outbox reads as empty, and entries without a lesson are skipped', () => {
  expect(readOutbox(stored('{not json'))).toEqual([]);
  expect(readOutbox(stored('{"lesson_id":1}'))).toEqual([]);
  expect(readOutbox(stored(JSON.stringify([null, { lesson_id: 'x' }, completion])))).toEqual([
    completion,
  ]);
});

test('completions wait only where the outbox holds one, and storage that refuses reads holds none', () => {
  expect(hasUnsentProgress(stored(JSON.stringify([completion])))).toBe(true);
  expect(hasUnsentProgress(stored('[]'))).toBe(false);
  expect(hasUnsentProgress(stored('{not json'))).toBe(false);
  const refusing = {
    getItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  };
  expect(hasUnsentProgress(refusing)).toBe(false);
});
