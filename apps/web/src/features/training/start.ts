/**
 * What the entry runs of the Learning Centre at every start, whatever the route: the outbox's
 * replay, and the read the error page shows a member offline. A face of its own (apps/web README,
 * "Shape") because it is in the first script: no state, no sagas, nothing the routes bring.
 */
export { hasUnsentProgress, QUEUE_KEY, replayOutboxAtStart } from './progress/start';
