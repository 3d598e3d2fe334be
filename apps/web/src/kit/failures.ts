import { isApiError } from '@campus/api-client';

/** A failure as a screen shows it: the server's own code and message where there is one. */
export interface Failure {
  code: string;
  message: string;
}

/** What a saga caught, as a screen shows it. */
export function failureOf(error: unknown): Failure {
  if (isApiError(error)) return { code: error.code, message: error.message };
  return { code: 'unknown_error', message: error instanceof Error ? error.message : String(error) };
}
