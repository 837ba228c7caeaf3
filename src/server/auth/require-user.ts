import type { MiddlewareHandler } from 'hono';
import type { ErrorKeyWithCode } from '../../domain/errors';
import { errorResponse } from '../http/app-error';
import type { AppEnv } from '../http/types';
import type { Auth } from './auth';

/**
 * Sets `user`, `sessionId` and `isAdmin` from the session cookie (through the session cache),
 * renewing the session when better-auth says so; else 401 with the words of `refusal` (the
 * community names the action: "Faça login para comentar").
 */
export function requireUser(
  auth: Auth,
  refusal: ErrorKeyWithCode<'unauthenticated'> = 'session_expired',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { session, setCookies } = await auth.sessions.read(c.req.raw.headers);
    if (!session) return errorResponse(c, refusal);
    c.set('user', session.user);
    c.set('sessionId', session.id);
    c.set('isAdmin', session.isAdmin);
    await next();
    for (const cookie of setCookies) c.header('set-cookie', cookie, { append: true });
  };
}
