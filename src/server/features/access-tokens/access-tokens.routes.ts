import { Hono } from 'hono';
import { AccessTokenInputSchema } from '../../../domain/access-tokens/access-token';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson } from '../../http/validate';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './access-tokens.service';

/**
 * "Acesso por aplicativos": her personal access tokens. Made, listed and revoked only from a
 * session: these routes are not in the public API, so a token cannot make another.
 */
export function createAccessTokensRoutes({ database, auth, clock }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json({ tokens: await listAccessTokens(db, c.get('user').id) }))
    .post('/', validateJson(AccessTokenInputSchema), async (c) =>
      c.json(await createAccessToken(db, c.get('user').id, c.req.valid('json'), clock.now()), 201),
    )
    .delete('/:id', async (c) => {
      await revokeAccessToken(db, c.get('user').id, c.req.param('id'));
      return c.json({ ok: true as const });
    });
}
