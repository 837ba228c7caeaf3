import { Hono } from 'hono';
import { z, type ZodType } from 'zod';
import {
  PasswordResetRequestSchema,
  PasswordSchema,
  SignInInputSchema,
  SignUpInputSchema,
} from '../../domain/account/account.schema';
import { PasswordChangeInputSchema } from '../../domain/profile/profile.schema';
import { errorBody } from '../http/app-error';
import { clientAddress } from '../http/client-ip';
import { refusal } from '../http/validate';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { translateAuthError } from './auth-errors';

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

export function createAuthRoutes(auth: Auth, trustProxy: boolean) {
  return new Hono().all('/*', async (c) => {
    const endpoint = `${c.req.method} ${c.req.path.replace(/^\/api\/auth/, '')}`;
    if (!(endpoint in ENDPOINTS)) return c.json(errorBody('not_found', 'Não encontrado.'), 404);

    const headers = new Headers(c.req.raw.headers);
    headers.delete('x-forwarded-for');
    headers.delete('content-length');
    headers.set(CLIENT_IP_HEADER, clientAddress(c, trustProxy));

    let body: string | undefined;
    const schema = ENDPOINTS[endpoint];
    if (schema) {
      const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
      const refused = refusal(parsed);
      if (refused) return c.json(refused, 400);
      body = JSON.stringify(parsed.data);
      headers.set('content-type', 'application/json');
    } else if (c.req.method === 'POST') {
      body = '{}';
      headers.set('content-type', 'application/json');
    }

    const response = await auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
    if (response.status < 400) return withoutSessionToken(response);

    const data = (await response.json().catch(() => ({}))) as { code?: string };
    const error = translateAuthError(response.status, data.code);
    const out = new Headers(response.headers);
    out.delete('content-length');
    out.set('content-type', 'application/json; charset=UTF-8');
    return new Response(JSON.stringify(errorBody(error.code, error.message)), { status: error.status, headers: out });
  });
}

/** The session lives in an httpOnly cookie; its token is not handed to page scripts as well. */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const data = (await response.json()) as unknown;
  if (data && typeof data === 'object' && 'token' in data) delete (data as { token?: unknown }).token;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(data), { status: response.status, headers });
}
