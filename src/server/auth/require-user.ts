import type { Context, MiddlewareHandler, Next } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { ErrorKeyWithCode } from '../../domain/errors';
import { docOf } from '../http/api-doc';
import { errorResponse } from '../http/app-error';
import type { AppEnv } from '../http/types';
import { bearerToken } from './access-token-auth';
import type { Auth } from './auth';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * A request with `Authorization: Bearer …`: a personal access token acts as its owner, only on
 * the routes of the public API (`apiRoute`), only to read unless it may write. A token is never
 * read from a cookie, and a cookie never stands in for a token that fails.
 */
async function tokenRequest(c: Context<AppEnv>, next: Next, auth: Auth, token: string) {
  const read = await auth.tokens.read(token);
  if (!read) return errorResponse(c, 'token_invalid');
  if (!read.limit.allowed) {
    c.header('Retry-After', String(read.limit.retryAfterSeconds));
    return errorResponse(c, 'token_rate_limited', read.limit.retryAfterSeconds);
  }
  if (!matchedRoutes(c).some((route) => docOf(route.handler))) return errorResponse(c, 'token_not_allowed');
  if (read.grant.scope === 'leitura' && !READ_METHODS.has(c.req.method)) return errorResponse(c, 'token_read_only');
  c.set('user', read.user);
  c.set('sessionId', `token:${read.grant.id}`);
  c.set('isAdmin', false);
  c.set('token', read.grant);
  await next();
}

/**
 * Sets `user`, `sessionId` and `isAdmin` from the session cookie (through the session cache),
 * renewing the session when better-auth says so; else 401 with the words of `refusal` (the
 * community names the action: "Faça login para comentar"). A bearer token is read instead of
 * the cookie when the request carries one.
 */
export function requireUser(
  auth: Auth,
  refusal: ErrorKeyWithCode<'unauthenticated'> = 'session_expired',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (token !== undefined) return tokenRequest(c, next, auth, token);
    const { session, setCookies } = await auth.sessions.read(c.req.raw.headers);
    if (!session) return errorResponse(c, refusal);
    c.set('user', session.user);
    c.set('sessionId', session.id);
    c.set('isAdmin', session.isAdmin);
    await next();
    for (const cookie of setCookies) c.header('set-cookie', cookie, { append: true });
  };
}
