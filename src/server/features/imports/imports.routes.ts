import { Hono } from 'hono';
import { z } from 'zod';
import { babyIdSchema } from '../../../domain/baby/baby-query.schema';
import { readHuckleberry } from '../../../domain/imports/huckleberry';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson } from '../../http/validate';
import { findProfile } from '../profile/profile.service';
import { importBodyLimit, readUploadedExport } from './huckleberry-upload';
import { confirmImport, createPreview, getImport, listImports, undoImport } from './imports.service';

const ConfirmBody = z.object({ babyId: babyIdSchema });

export function createImportsRoutes({ database, auth, background, realtime, logger, clock }: AppDeps) {
  const { db } = database;
  const deps = { db, background, realtime, logger };
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json({ imports: await listImports(db, c.get('user').id, clock.now()) }))
    .post('/huckleberry', importBodyLimit(), async (c) => {
      const user = c.get('user');
      const { fileName, records } = await readUploadedExport(c);
      const profile = await findProfile(db, user.id);
      const now = clock.now();
      const read = readHuckleberry(records, profile?.timeZone ?? 'America/Sao_Paulo', now);
      return c.json({ import: await createPreview(db, user.id, 'huckleberry', fileName, read, now) }, 201);
    })
    .get('/:id', async (c) => c.json({ import: await getImport(db, c.get('user').id, c.req.param('id'), clock.now()) }))
    .post('/:id/confirm', validateJson(ConfirmBody), async (c) => {
      const confirmed = await confirmImport(
        deps,
        c.get('user').id,
        c.req.param('id'),
        c.req.valid('json').babyId,
        clock.now(),
      );
      return c.json({ import: confirmed.import }, confirmed.background ? 202 : 200);
    })
    .delete('/:id', async (c) => c.json(await undoImport(deps, c.get('user').id, c.req.param('id'), clock.now())));
}
