import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './app-error';

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a mutating request that a browser sent from another site. The Origin must be the app's
 * own (APP_URL or the Host the request came to); without Origin, Sec-Fetch-Site must not say
 * cross-site. Clients that are not browsers send neither and cannot carry a victim's cookie.
 */
export function sameOrigin(appUrl: string): MiddlewareHandler {
  const appOrigin = new URL(appUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const host = c.req.header('host');
    const allowed =
      origin === undefined
        ? c.req.header('sec-fetch-site') !== 'cross-site'
        : origin === appOrigin || (host !== undefined && hostOf(origin) === host);
    if (!allowed) return errorResponse(c, 'forbidden_origin');
    return next();
  };
}
