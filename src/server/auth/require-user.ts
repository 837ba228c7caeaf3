import type { MiddlewareHandler } from 'hono';
import type { ErrorKeyWithCode } from '../../domain/errors';
import { errorResponse } from '../http/app-error';
import type { AppEnv } from '../http/types';
import type { Auth } from './auth';

/**
 * Sets `user` from the session cookie, renewing the session when better-auth says so; else 401
 * with the words of `refusal` (the community names the action: "Faça login para comentar").
 */
export function requireUser(
  auth: Auth,
  refusal: ErrorKeyWithCode<'unauthenticated'> = 'session_expired',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { headers, response: session } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!session) return errorResponse(c, refusal);
    c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
    c.set('sessionId', session.session.id);
    await next();
    for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  };
}
