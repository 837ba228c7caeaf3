import { Hono } from 'hono';
import { BabyListResponse, OneBabyResponse } from '../../../domain/api/responses.schema';
import { babyInputSchema } from '../../../domain/baby/baby.schema';
import { latestUserToday } from '../../../domain/dates';
import { BookletEntrySchema } from '../../../domain/vaccines/vaccine-record.schema';
import { requireUser } from '../../auth/require-user';
import { apiRoute, documented } from '../../http/api-doc';
import { photoBodyLimit, readPhotoUpload } from '../../http/photo-upload';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson } from '../../http/validate';
import type { Baby } from './babies.service';
import {
  addBookletEntry,
  babiesVisibleTo,
  createBaby,
  findBabyToManage,
  findOwnBaby,
  removeBookletEntry,
  selectBaby,
  setBabyPhoto,
  updateBaby,
} from './babies.service';

const BabyBody = babyInputSchema('9999-12-31').superRefine((value, ctx) => {
  if (value.birthDate > latestUserToday()) {
    ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'A data de nascimento não pode ser no futuro' });
  }
});

export const toBabyJson = (baby: Baby) => ({
  id: baby.id,
  name: baby.name,
  birthDate: baby.birthDate,
  gender: baby.gender,
  bloodType: baby.bloodType,
  weight: baby.weight,
  height: baby.height,
  gestationalWeeks: baby.gestationalWeeks,
  gestationalDays: baby.gestationalDays,
  photoUrl: baby.photoUrl,
  allergies: baby.allergies,
  healthConditions: baby.healthConditions,
  /** Her role in the baby's family: what the screens let her change. */
  role: baby.role,
});

export function createBabiesRoutes({ database, auth, storage, logger }: AppDeps) {
  const { db } = database;
  const media = { db, storage, logger };
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get(
      '/',
      apiRoute(db, {
        tag: 'Bebês',
        summary: 'Os bebês das famílias da pessoa',
        response: BabyListResponse,
        baby: 'list',
      }),
      async (c) => {
        const limitedTo = c.get('token')?.babyId;
        const babies = await babiesVisibleTo(db, c.get('user').id);
        const listed = babies.filter((b) => !limitedTo || b.id === limitedTo).map(toBabyJson);
        return c.json(documented(BabyListResponse, { babies: listed }));
      },
    )
    .post('/', validateJson(BabyBody), async (c) => {
      const baby = await createBaby(db, c.get('user').id, c.req.valid('json'));
      return c.json({ baby: toBabyJson(baby) }, 201);
    })
    .get(
      '/:id',
      apiRoute(db, { tag: 'Bebês', summary: 'Um bebê', response: OneBabyResponse, baby: 'param' }),
      async (c) =>
        c.json(
          documented(OneBabyResponse, { baby: toBabyJson(await findOwnBaby(db, c.get('user').id, c.req.param('id'))) }),
        ),
    )
    .put('/:id', validateJson(BabyBody), async (c) => {
      const baby = await updateBaby(db, c.get('user').id, c.req.param('id'), c.req.valid('json'));
      return c.json({ baby: toBabyJson(baby) });
    })
    .post('/:id/select', async (c) => {
      const baby = await selectBaby(db, c.get('user').id, c.req.param('id'));
      return c.json({ baby: toBabyJson(baby) });
    })
    .post('/:id/photo', photoBodyLimit(), async (c) => {
      const userId = c.get('user').id;
      // Ownership first, so another mother's baby answers 404 before the upload is even read.
      await findBabyToManage(db, userId, c.req.param('id'));
      const photo = await readPhotoUpload(c);
      const baby = await setBabyPhoto(media, userId, c.req.param('id'), photo);
      return c.json({ baby: toBabyJson(baby) });
    })
    .post('/:id/allergies', validateJson(BookletEntrySchema), async (c) => {
      const baby = await addBookletEntry(
        db,
        c.get('user').id,
        c.req.param('id'),
        'allergies',
        c.req.valid('json').value,
      );
      return c.json({ baby: toBabyJson(baby) }, 201);
    })
    .delete('/:id/allergies', validateJson(BookletEntrySchema), async (c) => {
      const baby = await removeBookletEntry(
        db,
        c.get('user').id,
        c.req.param('id'),
        'allergies',
        c.req.valid('json').value,
      );
      return c.json({ baby: toBabyJson(baby) });
    })
    .post('/:id/health-conditions', validateJson(BookletEntrySchema), async (c) => {
      const baby = await addBookletEntry(
        db,
        c.get('user').id,
        c.req.param('id'),
        'healthConditions',
        c.req.valid('json').value,
      );
      return c.json({ baby: toBabyJson(baby) }, 201);
    })
    .delete('/:id/health-conditions', validateJson(BookletEntrySchema), async (c) => {
      const baby = await removeBookletEntry(
        db,
        c.get('user').id,
        c.req.param('id'),
        'healthConditions',
        c.req.valid('json').value,
      );
      return c.json({ baby: toBabyJson(baby) });
    });
}
