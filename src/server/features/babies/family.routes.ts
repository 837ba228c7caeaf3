import { Hono } from 'hono';
import { firstName } from '../../../domain/family/baby-role';
import { InvitationInputSchema, MemberRoleInputSchema, invitationPath } from '../../../domain/family/invitation';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson } from '../../http/validate';
import { findProfile } from '../profile/profile.service';
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
export function createFamilyRoutes({ database, auth, config, mailer, logger }: AppDeps) {
  const { db } = database;
  const canEmail = Boolean(config.SMTP_URL);
  return (
    new Hono<AppEnv>()
      .use(requireUser(auth))
      .get('/', async (c) => c.json({ families: await listFamilies(db, c.get('user').id), canEmail }))
      .post('/invitations', validateJson(InvitationInputSchema), async (c) => {
        const user = c.get('user');
        const input = c.req.valid('json');
        const { invitation, token, baby } = await createInvitation(db, user.id, input);
        const path = invitationPath(token);
        let emailed = false;
        if (input.email && canEmail) {
          const inviterName = firstName((await findProfile(db, user.id))?.fullName ?? user.name);
          emailed = await mailInvitation(
            { mailer, logger },
            { to: input.email, inviterName, babyName: baby.name, link: `${config.APP_URL}${path}` },
          );
        }
        return c.json(
          { invitation: { id: invitation.id, role: invitation.role, expiresAt: invitation.expiresAt }, path, emailed },
          201,
        );
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
        await removeMember(db, c.get('user').id, c.req.param('babyId'), c.req.param('userId'));
        return c.json({ ok: true as const });
      })
  );
}
