import { isApiError } from '@campus/api-client';

/**
 * A call refused because the session ended (401): the session already sends the person to
 * sign-on, so an error page on top of it would only flash "Something went wrong" there.
 */
export const endedSession = (error: unknown): boolean => isApiError(error) && error.status === 401;
