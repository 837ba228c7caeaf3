import { Hono } from 'hono';
import { z } from 'zod';
import { babyIdSchema } from '../../../domain/baby/baby-query.schema';
import { isCalendarDate } from '../../../domain/dates';
import { type BabyBuddyChild, readBabyBuddy } from '../../../domain/imports/babybuddy';
import { IMPORT_INLINE_BYTES } from '../../../domain/imports/import-rows';
import { requireUser } from '../../auth/require-user';
import { AppError } from '../../http/app-error';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson } from '../../http/validate';
import { openBabyBuddy } from '../../platform/imports/babybuddy-client';
import { findProfile } from '../profile/profile.service';
import { importBodyLimit, receiveUpload } from './huckleberry-upload';
import { ImportGate } from './import-gate';
import { checkImportQuota } from './import-quotas';
import { confirmImport, createPreview, getImport, listImports, storeUpload, undoImport } from './imports.service';

// `beforeBirth`: she was told the log starts before the baby's birth and imports it anyway.
const ConfirmBody = z.object({ babyId: babyIdSchema, beforeBirth: z.boolean().optional() });
const BabyBuddyBody = z.object({
  address: z
    .string()
    .trim()
    .min(1, 'Informe o endereço do seu Baby Buddy')
    .max(300, 'Endereço do Baby Buddy longo demais'),
  apiKey: z
    .string()
    .trim()
    .min(1, 'Informe a chave de API do Baby Buddy')
    .max(200, 'Chave de API inválida')
    // Baby Buddy's keys are hexadecimal; a character outside printable ASCII cannot go in a header.
    .regex(/^[\x21-\x7e]+$/, 'Chave de API inválida'),
  childId: z.number().int().positive().optional(),
});

const childName = (child: BabyBuddyChild) => [child.first_name, child.last_name].filter(Boolean).join(' ');

/** The child to import: the one named, else the account's only one (null: she must pick one). */
function childOf(children: BabyBuddyChild[], childId: number | undefined): BabyBuddyChild | null {
  if (childId !== undefined) {
    const named = children.find((child) => child.id === childId);
    if (!named) throw new AppError('babybuddy_no_child');
    return named;
  }
  if (children.length === 0) throw new AppError('babybuddy_no_child');
  return children.length === 1 ? children[0]! : null;
}

export function createImportsRoutes({
  database,
  auth,
  background,
  realtime,
  logger,
  clock,
  config,
  importReader,
}: AppDeps) {
  const { db } = database;
  const deps = { db, background, realtime, logger, clock, importReader };
  const quotas = {
    atOnce: config.IMPORT_MAX_AT_ONCE,
    perDay: config.IMPORT_MAX_PER_DAY,
    keptBytes: config.IMPORT_MAX_KEPT_MB * 1024 * 1024,
    previewHours: config.IMPORT_PREVIEW_HOURS,
  };
  const importGate = new ImportGate(config.IMPORT_INSTALL_AT_ONCE);
  const timeZoneOf = async (userId: string) => (await findProfile(db, userId))?.timeZone ?? 'America/Sao_Paulo';
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json({ imports: await listImports(db, c.get('user').id, clock.now()) }))
    .post('/huckleberry', importBodyLimit(), async (c) => {
      const user = c.get('user');
      // Before the body is read: an upload refused by a limit never holds its bytes in memory.
      const gate = importGate.enter(user.id);
      try {
        const now = clock.now();
        await checkImportQuota(db, user.id, quotas, now, gate.others);
        const { fileName, bytes } = await receiveUpload(c);
        // A large file is read in the background (seconds of CPU): the answer says where to follow it.
        if (bytes.length > IMPORT_INLINE_BYTES) {
          gate.stored();
          return c.json({ import: await storeUpload(deps, user.id, fileName, bytes, now) }, 202);
        }
        const timeZone = await timeZoneOf(user.id);
        // Read in the reader's process too (its own heap, a deadline), ahead of the files waiting there.
        const read = await importReader.read({ bytes, timeZone, now }, { ahead: true });
        const log = { timeZone, child: null };
        return c.json({ import: await createPreview(db, user.id, 'huckleberry', fileName, read, log, now) }, 201);
      } finally {
        gate.leave();
      }
    })
    .post('/babybuddy', validateJson(BabyBuddyBody), async (c) => {
      const { address, apiKey, childId } = c.req.valid('json');
      const user = c.get('user');
      const gate = importGate.enter(user.id);
      try {
        await checkImportQuota(db, user.id, quotas, clock.now(), gate.others);
        const account = openBabyBuddy(address, apiKey, config.IMPORT_ALLOW_PRIVATE);
        const children = await account.children();
        const child = childOf(children, childId);
        // Several children: she picks the one whose log goes to one of her babies; nothing else is read yet.
        if (!child)
          return c.json(
            {
              children: children.map((one) => ({ id: one.id, name: childName(one), birthDate: one.birth_date })),
            },
            200,
          );
        const lists = await account.lists();
        const now = clock.now();
        const read = readBabyBuddy(child, lists, now);
        const name = `Baby Buddy: ${childName(child)}`;
        // A birth date Baby Buddy sends malformed matches no baby: the log is then offered as a file's is.
        const known = isCalendarDate(child.birth_date) ? { name: childName(child), birthDate: child.birth_date } : null;
        const log = { timeZone: await timeZoneOf(user.id), child: known };
        return c.json({ import: await createPreview(db, user.id, 'babybuddy', name, read, log, now) }, 201);
      } finally {
        gate.leave();
      }
    })
    .get('/:id', async (c) => c.json({ import: await getImport(db, c.get('user').id, c.req.param('id'), clock.now()) }))
    .post('/:id/confirm', validateJson(ConfirmBody), async (c) => {
      const confirmed = await confirmImport(
        deps,
        c.get('user').id,
        c.req.param('id'),
        c.req.valid('json'),
        clock.now(),
        quotas.previewHours,
      );
      return c.json({ import: confirmed.import }, confirmed.background ? 202 : 200);
    })
    .delete('/:id', async (c) => c.json(await undoImport(deps, c.get('user').id, c.req.param('id'), clock.now())));
}
