import { Hono } from 'hono';
import { BootstrapAdminInputSchema } from '../../../domain/account/account.schema';
import type { AppDeps } from '../../http/types';
import { validateJson } from '../../http/validate';
import { bootstrapAdmin } from './roles.service';

export function createAdminBootstrapRoutes({ database, auth, logger }: AppDeps) {
  return new Hono().post('/', validateJson(BootstrapAdminInputSchema), async (c) => {
    const { userId } = await bootstrapAdmin(database.db, auth, c.req.valid('json'));
    logger.info('first administrator created', { userId });
    return c.json({ ok: true as const }, 201);
  });
}
