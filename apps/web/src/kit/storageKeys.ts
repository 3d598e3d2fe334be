/**
 * Keys this app keeps in the browser's storage. The outbox key lives here rather than in the
 * Learning Centre because the entry reads it on every page (`progressOutbox.ts`): unsent
 * completions are replayed at start, whatever page opens, without loading the Learning Centre on
 * visits that have none.
 */

/** Completions the server has not confirmed yet, kept across reloads. */
export const QUEUE_KEY = 'campus_training_pending';
