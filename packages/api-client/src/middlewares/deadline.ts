import { withinTime } from '../core';
import type { Middleware } from '../request';

/**
 * A call's `deadlineMs` bounds the whole of it, every attempt and the waits between them (README,
 * "Deadlines"): at the deadline what is under way below (an attempt, or the wait before a retry) is
 * stopped through the signal the rules below already obey, so no attempt starts past it, and the
 * caller gets `timeout_error`. Each caller's deadline is its own: a read sharing another's request
 * stops waiting at its deadline while the other keeps it going (pinned by client.test.ts).
 */
export const deadlineMiddleware: Middleware = (request, next) =>
  request.deadlineMs === undefined
    ? next(request)
    : withinTime(request.deadlineMs, request.signal, (signal) => next({ ...request, signal }));
