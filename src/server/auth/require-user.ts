import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../http/app-error';
import type { AppEnv } from '../http/types';
import type { Auth } from './auth';

export const SESSION_EXPIRED = 'Sessão expirada. Entre novamente.';

/**
 * Sets `user` from the session cookie, renewing the session when better-auth says so; else 401
 * with `message` (the community names the action: "Faça login para comentar").
 */
export function requireUser(auth: Auth, message = SESSION_EXPIRED): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { headers, response: session } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!session) return c.json(errorBody('unauthenticated', message), 401);
    c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
    c.set('sessionId', session.session.id);
    await next();
    for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  };
}
