import { type Context, Hono } from 'hono';
import {
  InvitationEmailSchema,
  InvitationInputSchema,
  invitationPath,
  MemberRoleInputSchema,
} from '../../../domain/family/invitation';
import { createAuthThrottle, type ThrottleRule } from '../../auth/auth-throttle';
import { requireUser } from '../../auth/require-user';
import { AppError } from '../../http/app-error';
import { clientAddress } from '../../http/client-ip';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson } from '../../http/validate';
import { toBabyJson } from './babies.routes';
import {
  acceptInvitation,
  cancelInvitation,
  createInvitation,
  listFamilies,
  mailInvitation,
  previewInvitation,
  removeMember,
  setMemberRole,
} from './family.service';

/**
 * Lookups of invitation links that do not exist, per client address: a guesser is stopped long
 * before a hit (a token is 128 bits); a link that exists is never refused for them.
 */
export const WRONG_INVITATION_TOKENS_RULE: ThrottleRule = { max: 20, windowSeconds: 10 * 60 };

/** Família: who may see each baby, the invitations to join, and the invited person's side. */
export function createFamilyRoutes({ database, auth, config, mailer, realtime, logger, secret }: AppDeps) {
  const { db } = database;
  const canEmail = Boolean(config.SMTP_URL);
  const throttle = createAuthThrottle(db, secret);
  const family = { db, realtime, logger };

  /** A lookup by token; one that finds no invitation counts against the client's address. */
  async function byToken<T>(c: Context<AppEnv>, lookup: () => Promise<T>): Promise<T> {
    try {
      return await lookup();
    } catch (error) {
      if (!(error instanceof AppError) || error.key !== 'invitation_not_found') throw error;
      const address = clientAddress(c, config.TRUST_PROXY);
      const wrong = await throttle.hit(throttle.key('invitation-address', address), WRONG_INVITATION_TOKENS_RULE);
      if (wrong.allowed) throw error;
      c.header('Retry-After', String(wrong.retryAfterSeconds));
      throw new AppError('invitation_lookup_rate_limited', Math.ceil(wrong.retryAfterSeconds / 60));
    }
  }

  return (
    new Hono<AppEnv>()
      .use(requireUser(auth))
      .get('/', async (c) => c.json({ families: await listFamilies(db, c.get('user').id), canEmail }))
      .post('/invitations', validateJson(InvitationInputSchema), async (c) => {
        const { invitation, token } = await createInvitation(db, c.get('user').id, c.req.valid('json'));
        return c.json(
          {
            invitation: { id: invitation.id, role: invitation.role, expiresAt: invitation.expiresAt },
            path: invitationPath(token),
          },
          201,
        );
      })
      .post('/invitations/email', validateJson(InvitationEmailSchema), async (c) => {
        const deps = { db, mailer: canEmail ? mailer : null, appUrl: config.APP_URL, throttle };
        await mailInvitation(deps, c.get('user').id, c.req.valid('json'));
        return c.json({ ok: true as const });
      })
      .delete('/invitations/:id', async (c) => {
        await cancelInvitation(db, c.get('user').id, c.req.param('id'));
        return c.json({ ok: true as const });
      })
      .get('/invitations/by-token/:token', async (c) => {
        const token = c.req.param('token');
        const invitation = await byToken(c, () => previewInvitation(db, c.get('user').id, token));
        return c.json({ invitation });
      })
      .post('/invitations/by-token/:token/accept', async (c) => {
        const token = c.req.param('token');
        const baby = await byToken(c, () => acceptInvitation(db, c.get('user').id, token));
        return c.json({ baby: toBabyJson(baby) });
      })
      .put('/babies/:babyId/members/:userId/role', validateJson(MemberRoleInputSchema), async (c) => {
        const { role } = c.req.valid('json');
        await setMemberRole(db, c.get('user').id, c.req.param('babyId'), c.req.param('userId'), role);
        return c.json({ ok: true as const });
      })
      // Removing someone, or herself ("Sair").
      .delete('/babies/:babyId/members/:userId', async (c) => {
        await removeMember(family, c.get('user').id, c.req.param('babyId'), c.req.param('userId'));
        return c.json({ ok: true as const });
      })
  );
}
