import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './app-error';

/**
 * Every JSON body the app takes: the longest form is a saved tip (8,000 characters, at most about
 * 48 KB written as JSON escapes); a post or chat message is far smaller.
 */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** Path and query string together: the longest the app builds (a day's bounds, a cursor) is about 200. */
export const URL_MAX_CHARS = 4096;

/**
 * Multipart uploads: each route applies its own, larger limit before reading the body
 * (photo-upload.ts, community-media.ts, imports/huckleberry-upload.ts), so the JSON limit must not cut it first.
 */
const UPLOAD_ROUTES = [
  /^POST \/api\/community\/media$/,
  /^POST \/api\/profile\/(avatar|chat-background)$/,
  /^POST \/api\/babies\/[^/]+\/photo$/,
  /^POST \/api\/imports\/huckleberry$/,
];

export const isUploadRoute = (method: string, path: string) =>
  UPLOAD_ROUTES.some((route) => route.test(`${method} ${path}`));

/**
 * Refuses a long URL, then a body over the limit before it is read: by its Content-Length, or, for
 * a chunked body, as soon as what arrived passes the limit (hono's bodyLimit stops reading there).
 */
export function requestLimits(): MiddlewareHandler {
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: (c) => errorResponse(c, 'body_too_large'),
  });
  return async (c, next) => {
    const url = c.req.url;
    const target = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    if (target.length > URL_MAX_CHARS) return errorResponse(c, 'url_too_long');
    // No route reads the body of a GET or HEAD, and asking bodyLimit about it builds a whole
    // WHATWG Request (headers, abort signal, stream) on every read the app serves.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (isUploadRoute(c.req.method, c.req.path)) return next();
    return jsonLimit(c, next);
  };
}
