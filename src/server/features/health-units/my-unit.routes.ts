import { Hono } from 'hono';
import { ConsentInputSchema, normalizeInviteCode } from '../../../domain/health-units/health-unit';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson } from '../../http/validate';
import { giveConsent, myUnits, revokeConsent, unitByCode } from './consents.service';

/** "Perfil → Minha unidade de saúde": the mother's side, hers to give and take back. */
export function createMyUnitRoutes({ database, auth }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json(await myUnits(db, c.get('user').id)))
    .get('/units/:code', async (c) => c.json(await unitByCode(db, normalizeInviteCode(c.req.param('code')))))
    .post('/consents', validateJson(ConsentInputSchema), async (c) =>
      c.json(await giveConsent(db, c.get('user').id, c.req.valid('json')), 201),
    )
    .delete('/consents/:id', async (c) => {
      await revokeConsent(db, c.get('user').id, c.req.param('id'));
      return c.json({ ok: true as const });
    });
}
