import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { type ZodType, z } from 'zod';
import {
  type PasswordResetRequest,
  PasswordResetRequestSchema,
  PasswordSchema,
  type SignInInput,
  SignInInputSchema,
  SignUpInputSchema,
} from '../../domain/account/account.schema';
import type { ErrorArgs } from '../../domain/errors';
import { PasswordChangeInputSchema } from '../../domain/profile/profile.schema';
import type { Db } from '../db/client';
import { users, verifications } from '../db/schema';
import { appErrorBody, errorResponse } from '../http/app-error';
import { clientAddress } from '../http/client-ip';
import type { AppDeps } from '../http/types';
import { refusal } from '../http/validate';
import { CLIENT_IP_HEADER } from './auth';
import { ACCOUNT_LOCKED, translateAuthError } from './auth-errors';
import { ACCOUNT_SIGN_IN_RULE, createAuthThrottle, resetAddressRule } from './auth-throttle';

const ResetPasswordInputSchema = z.object({
  token: z.string({ error: 'Link de recuperação inválido.' }).min(1, 'Link de recuperação inválido.'),
  newPassword: PasswordSchema,
});

/**
 * Only these better-auth endpoints are reachable from outside; each body is first checked with the
 * same schema the form uses, so no rule can be skipped by calling better-auth directly.
 */
const ENDPOINTS: Record<string, ZodType | null> = {
  'POST /sign-up/email': SignUpInputSchema,
  'POST /sign-in/email': SignInInputSchema,
  'POST /sign-out': null,
  'GET /get-session': null,
  'POST /request-password-reset': PasswordResetRequestSchema,
  'POST /reset-password': ResetPasswordInputSchema,
  // Every other session ends; better-auth gives this one a fresh cookie so she stays signed in.
  'POST /change-password': PasswordChangeInputSchema.transform((v) => ({ ...v, revokeOtherSessions: true })),
};

export function createAuthRoutes({ auth, database, config, background }: AppDeps) {
  const throttle = createAuthThrottle(database.db, auth.options.secret!);

  /** Forwards the checked request to better-auth and puts its errors in the spec's words. */
  async function forward(request: Request): Promise<Response> {
    const response = await auth.handler(request);
    if (response.status < 400) return withoutSessionToken(response);

    const data = (await response.json().catch(() => ({}))) as { code?: string };
    const error = translateAuthError(response.status, data.code);
    const out = new Headers(response.headers);
    out.delete('content-length');
    out.set('content-type', 'application/json; charset=UTF-8');
    return new Response(JSON.stringify(appErrorBody(error)), { status: error.status, headers: out });
  }

  return new Hono().all('/*', async (c) => {
    const endpoint = `${c.req.method} ${c.req.path.replace(/^\/api\/auth/, '')}`;
    if (!(endpoint in ENDPOINTS)) return errorResponse(c, 'route_not_found');

    const address = clientAddress(c, config.TRUST_PROXY);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('x-forwarded-for');
    headers.delete('content-length');
    headers.delete('transfer-encoding');
    headers.set(CLIENT_IP_HEADER, address);

    let body: string | undefined;
    let input: unknown;
    const schema = ENDPOINTS[endpoint];
    if (schema) {
      const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
      const refused = refusal(parsed);
      if (refused) return c.json(refused, 400);
      input = parsed.data;
      body = JSON.stringify(parsed.data);
      headers.set('content-type', 'application/json');
    } else if (c.req.method === 'POST') {
      body = '{}';
      headers.set('content-type', 'application/json');
    }
    const request = new Request(c.req.url, { method: c.req.method, headers, body });

    if (endpoint === 'POST /request-password-reset') {
      // Answered before anything depends on whether the e-mail exists: the same reply, in the same
      // time, for every address; the link is made and mailed after it.
      const limit = await throttle.hit(
        throttle.key('reset-address', address),
        resetAddressRule(config.AUTH_RATE_LIMIT_MAX),
      );
      if (!limit.allowed) return tooManyAttempts(c, ['rate_limited'], limit.retryAfterSeconds);
      const { email } = input as PasswordResetRequest;
      background.run('password reset request', () => auth.api.requestPasswordReset({ body: { email } }));
      return c.json({ status: true });
    }

    if (endpoint === 'POST /sign-in/email') {
      // Besides better-auth's limit per address: failed attempts per account, from any address.
      // Unknown e-mails are counted the same way, so the answer says nothing about the account.
      const key = throttle.key('sign-in-account', (input as SignInInput).email);
      const limit = await throttle.hit(key, ACCOUNT_SIGN_IN_RULE);
      if (!limit.allowed) return tooManyAttempts(c, ACCOUNT_LOCKED, limit.retryAfterSeconds);
      const response = await forward(request);
      if (response.status !== 401) await throttle.undo(key);
      return response;
    }

    if (endpoint === 'POST /reset-password') {
      // A new password chosen from her own mailbox ends her sessions and her personal access
      // tokens, and lifts a sign-in limit that someone else's guesses may have put on her account.
      const holder = await holderOfResetToken(database.db, (input as { token: string }).token);
      const response = await forward(request);
      if (response.ok) await auth.sessions.settle();
      if (response.ok && holder) {
        await auth.tokens.revokeAll(holder.id);
        await throttle.clear(throttle.key('sign-in-account', holder.email));
      }
      return response;
    }

    if (endpoint === 'POST /change-password') {
      // Her other sessions end with the old password (refused from the next request on,
      // session-cache.ts), and so do her personal access tokens.
      const { session } = await auth.sessions.read(c.req.raw.headers);
      const response = await forward(request);
      if (response.ok) await auth.sessions.settle();
      if (response.ok && session) await auth.tokens.revokeAll(session.user.id);
      return response;
    }

    if (endpoint === 'POST /sign-out') {
      // The session it ends is refused from the next request on (session-cache.ts).
      const response = await forward(request);
      if (response.ok) await auth.sessions.settle();
      return response;
    }

    return forward(request);
  });
}

async function holderOfResetToken(db: Db, token: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, `reset-password:${token}`))
    .limit(1);
  return row ?? null;
}

function tooManyAttempts(c: Context, refusal: ErrorArgs<'rate_limited' | 'account_locked'>, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds));
  return errorResponse(c, ...refusal);
}

/**
 * The session lives in an httpOnly cookie; its token is not handed to page scripts as well, at
 * the top (sign-in, sign-up) or nested (`session.token` of get-session).
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const data = (await response.json()) as unknown;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(withoutTokens(data)), { status: response.status, headers });
}

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, v]) => [key, withoutTokens(v)]),
  );
}
