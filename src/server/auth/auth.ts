import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { phoneWithoutPlus } from '../../domain/account/phone';
import type { Db } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import { createProfile } from '../features/profile/profile.service';
import type { Logger } from '../platform/log';
import type { Mailer } from '../platform/mail/mailer';
import type { Webhooks } from '../platform/webhooks/webhooks';
import { createAccessTokenAuth } from './access-token-auth';
import { createSessionCache } from './session-cache';

export const CLIENT_IP_HEADER = 'x-lumma-client-ip';
export const SESSION_COOKIE_PREFIX = 'lumma';

export interface AuthOptions {
  db: Db;
  logger: Logger;
  mailer: Mailer;
  webhooks: Webhooks;
  secret: string;
  appUrl: string;
  /** Requests per minute and client address on sign-in, sign-up and password changes. */
  rateLimitMax: number;
  /** Requests per minute a personal access token may make. */
  tokenRateLimitMax: number;
}

export function createAuth({
  db,
  logger,
  mailer,
  webhooks,
  secret,
  appUrl,
  rateLimitMax,
  tokenRateLimitMax,
}: AuthOptions) {
  const perMinute = { window: 60, max: rateLimitMax };
  const auth = betterAuth({
    appName: 'Lumma',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    // Our own middleware checks the Origin of every mutating request; this lets the app answer
    // on whatever host it is reached (a phone on the LAN, a proxy) without a list to keep.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    user: {
      additionalFields: { phone: { type: 'string', required: false, input: true } },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 100,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }) {
        const link = `${appUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          subject: 'Lumma — redefinição de senha',
          text:
            `Olá, ${user.name}!\n\nRecebemos um pedido para redefinir a sua senha no Lumma.\n` +
            `Para escolher uma nova senha, abra este link (vale por 1 hora e pode ser usado uma vez):\n\n${link}\n\n` +
            'Se não foi você, ignore esta mensagem: a sua senha continua a mesma.\n\nEquipe Lumma',
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      // '/request-password-reset' is answered, and limited, in auth.routes.ts before better-auth runs.
      customRules: {
        '/sign-in/email': perMinute,
        '/sign-up/email': perMinute,
        '/reset-password': perMinute,
        '/change-password': perMinute,
      },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          // The profile is the mother's record in every feature; it is born with the account,
          // and the sign-up webhook is queued in the same transaction.
          async after(user) {
            const phone = (user as { phone?: string | null }).phone ?? null;
            await db.transaction(async (tx) => {
              await createProfile(tx, { id: user.id, fullName: user.name, email: user.email, phone });
              await webhooks.enqueue(tx, 'signup', {
                nome: user.name,
                telefone: phone ? phoneWithoutPlus(phone) : '',
                email: user.email,
              });
            });
            webhooks.nudge();
          },
        },
      },
    },
    telemetry: { enabled: false },
    // A wrong password is an ordinary event, not a warning; only better-auth's errors are logged.
    logger: { level: 'error', log: (_level, message) => logger.error(`auth: ${message}`) },
  });
  // Beside better-auth, as every route that needs a session has `auth` at hand; createApp connects
  // it to the change notices.
  return Object.assign(auth, {
    sessions: createSessionCache(auth, { db, logger }),
    tokens: createAccessTokenAuth(db, secret, { max: tokenRateLimitMax, windowSeconds: 60 }),
  });
}

export type Auth = ReturnType<typeof createAuth>;
