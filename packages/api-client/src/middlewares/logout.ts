import type { Middleware } from '../request';

export const LOGOUT_PATH = '/wp/v2/user/logout';

/**
 * Logging out is answered here and never reaches the server (a JWT cannot be revoked there); what
 * the signed-out person must not see again is forgotten (pinned by cache.test.ts).
 */
export function logoutMiddleware(forget: () => void): Middleware {
  return (request, next) => {
    if ((request.method ?? 'GET') !== 'POST' || request.path !== LOGOUT_PATH) return next(request);
    forget();
    return Promise.resolve({ data: { success: true }, status: 200, headers: new Headers() });
  };
}
