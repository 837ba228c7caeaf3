import { Hono } from 'hono';
import {
  InvitationEmailSchema,
  InvitationInputSchema,
  invitationPath,
  MemberRoleInputSchema,
} from '../../../domain/family/invitation';
import { createAuthThrottle } from '../../auth/auth-throttle';
import { requireUser } from '../../auth/require-user';
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

/** Família: who may see each baby, the invitations to join, and the invited person's side. */
export function createFamilyRoutes({ database, auth, config, mailer, realtime, logger, secret }: AppDeps) {
  const { db } = database;
  const canEmail = Boolean(config.SMTP_URL);
  const throttle = createAuthThrottle(db, secret);
  const family = { db, realtime, logger };
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
      .get('/invitations/by-token/:token', async (c) =>
        c.json({ invitation: await previewInvitation(db, c.get('user').id, c.req.param('token')) }),
      )
      .post('/invitations/by-token/:token/accept', async (c) => {
        const baby = await acceptInvitation(db, c.get('user').id, c.req.param('token'));
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
