import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { toCalendarDate } from '../../../domain/age';
import { DeleteAccountInputSchema } from '../../../domain/profile/profile.schema';
import { SESSION_COOKIE_PREFIX } from '../../auth/auth';
import { requireUser } from '../../auth/require-user';
import { streamedBody } from '../../http/streamed-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson } from '../../http/validate';
import { deleteAccount } from './account-deletion';
import { type DataExporter, dataExportJson } from './data-export';

/** The mother's rights over her data (LGPD): a copy of all of it, and deleting all of it. */
export function createAccountDataRoutes({ database, auth, storage, logger }: AppDeps, exporters: DataExporter[]) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/export', async (c) => {
      const now = new Date();
      return c.body(await streamedBody(dataExportJson(db, c.get('user').id, exporters, now), logger), 200, {
        'content-type': 'application/json',
        'content-disposition': `attachment; filename="lumma-meus-dados-${toCalendarDate(now)}.json"`,
      });
    })
    .delete('/', validateJson(DeleteAccountInputSchema), async (c) => {
      await deleteAccount(db, storage, auth.sessions, c.get('user').id, c.req.valid('json'));
      for (const name of ['session_token', 'session_data', 'dont_remember']) {
        deleteCookie(c, `${SESSION_COOKIE_PREFIX}.${name}`, { path: '/' });
      }
      return c.json({ ok: true as const });
    });
}
