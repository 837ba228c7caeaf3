import { Hono } from 'hono';
import { z } from 'zod';
import { isSensibleDate } from '../../../domain/dates';
import { errorMessage } from '../../../domain/errors';
import { customVaccineSchema } from '../../../domain/vaccines/vaccine-record.schema';
import { requireUser } from '../../auth/require-user';
import { latestUserToday } from '../../http/request-values';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import {
  addVaccineRecord,
  completeOnboarding,
  deleteVaccineRecord,
  getVaccineCard,
  type VaccineRow,
} from './vaccines.service';

const BabyId = z.uuid(errorMessage('baby_not_found'));

const RecordBody = customVaccineSchema('9999-12-31')
  .extend({ babyId: BabyId })
  .superRefine((v, ctx) => {
    if (v.applicationDate > latestUserToday()) {
      ctx.addIssue({
        code: 'custom',
        path: ['applicationDate'],
        message: 'A data de aplicação não pode ser no futuro.',
      });
    }
  });

/** The mother's day, `yyyy-MM-dd`: a real date, no later than anyone's today. */
const Today = z.string().refine((d) => isSensibleDate(d) && d <= latestUserToday(), 'Data de hoje inválida.');

const OnboardingBody = z.object({
  babyId: BabyId,
  choice: z.enum(['all', 'some', 'none'], { error: 'Escolha uma opção.' }),
  selected: z
    .array(z.object({ vaccineName: z.string().max(80), doseNumber: z.number().int().min(1).max(20) }))
    .max(100)
    .optional(),
});

export const toRecordJson = (r: VaccineRow) => ({
  id: r.id,
  vaccineName: r.vaccineName,
  doseNumber: r.doseNumber,
  applicationDate: r.applicationDate,
  status: r.status,
  notes: r.notes,
});

export function createVaccinesRoutes({ database, auth }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/card', validateQuery(z.object({ babyId: BabyId.optional(), today: Today.optional() })), async (c) => {
      const { babyId, today } = c.req.valid('query');
      const card = await getVaccineCard(db, c.get('user').id, babyId, today);
      const season = card.seasonDose;
      return c.json({
        baby: card.baby && {
          id: card.baby.id,
          name: card.baby.name,
          birthDate: card.baby.birthDate,
          onboardingDone: card.baby.vaccineOnboardingAt !== null,
        },
        version: card.version,
        calendar: card.doses,
        records: card.records.map(toRecordJson),
        seasonDose: season && {
          ...season,
          due: season.status === 'due',
          record: season.record && toRecordJson(season.record),
          earlier: season.earlier.map(toRecordJson),
        },
      });
    })
    .post('/records', validateJson(RecordBody), async (c) => {
      const record = await addVaccineRecord(db, c.get('user').id, c.req.valid('json'));
      return c.json({ record: toRecordJson(record) }, 201);
    })
    .delete('/records/:id', async (c) => {
      await deleteVaccineRecord(db, c.get('user').id, c.req.param('id'));
      return c.json({ ok: true as const });
    })
    .post('/onboarding', validateJson(OnboardingBody), async (c) => {
      const recorded = await completeOnboarding(db, c.get('user').id, c.req.valid('json'));
      return c.json({ recorded });
    });
}
