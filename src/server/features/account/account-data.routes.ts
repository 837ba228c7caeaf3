import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { DeleteAccountInputSchema } from '../../../domain/profile/profile.schema';
import { toCalendarDate } from '../../../domain/age';
import { SESSION_COOKIE_PREFIX } from '../../auth/auth';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson } from '../../http/validate';
import { deleteAccount } from './account-deletion';
import type { DataExporter } from './data-export';

/** The mother's rights over her data (LGPD): a copy of all of it, and deleting all of it. */
export function createAccountDataRoutes({ database, auth, storage }: AppDeps, exporters: DataExporter[]) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/export', async (c) => {
      const userId = c.get('user').id;
      const data: Record<string, unknown> = {};
      for (const exporter of exporters) data[exporter.name] = await exporter.collect(db, userId);
      c.header('Content-Disposition', `attachment; filename="lumma-meus-dados-${toCalendarDate(new Date())}.json"`);
      return c.json({ app: 'Lumma', exportedAt: new Date().toISOString(), data });
    })
    .delete('/', validateJson(DeleteAccountInputSchema), async (c) => {
      await deleteAccount(db, storage, auth.sessions, c.get('user').id, c.req.valid('json'));
      for (const name of ['session_token', 'session_data', 'dont_remember']) {
        deleteCookie(c, `${SESSION_COOKIE_PREFIX}.${name}`, { path: '/' });
      }
      return c.json({ ok: true as const });
    });
}
