import { Hono } from 'hono';
import { OkResponse } from '../../../domain/api/responses.schema';
import { OneVaccineRecordResponse, VaccineCardResponse } from '../../../domain/api/vaccine-responses.schema';
import {
  VaccineCardQuerySchema,
  VaccineOnboardingSchema,
  VaccineRecordBodySchema,
} from '../../../domain/vaccines/vaccine-requests.schema';
import { requireUser } from '../../auth/require-user';
import { vaccines } from '../../db/schema';
import { apiRoute, documented } from '../../http/api-doc';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import { babyOfEntry } from '../access-tokens/entry-baby.service';
import {
  addVaccineRecord,
  completeOnboarding,
  deleteVaccineRecord,
  getVaccineCard,
  type VaccineRow,
} from './vaccines.service';

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
    .get(
      '/card',
      apiRoute(db, {
        tag: 'Vacinas',
        summary: 'A carteira de vacinação do bebê, no calendário do SUS',
        response: VaccineCardResponse,
        baby: 'query',
      }),
      validateQuery(VaccineCardQuerySchema),
      async (c) => {
        const { babyId, today } = c.req.valid('query');
        const card = await getVaccineCard(db, c.get('user').id, babyId, today);
        const season = card.seasonDose;
        return c.json(
          documented(VaccineCardResponse, {
            baby: card.baby && {
              id: card.baby.id,
              name: card.baby.name,
              birthDate: card.baby.birthDate,
              onboardingDone: card.baby.vaccineOnboardingAt !== null,
              gestationalWeeks: card.baby.gestationalWeeks,
              healthConditions: card.baby.healthConditions,
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
            rsv: card.rsv,
          }),
        );
      },
    )
    .post(
      '/records',
      apiRoute(db, {
        tag: 'Vacinas',
        summary: 'Registra uma dose aplicada',
        response: OneVaccineRecordResponse,
        status: 201,
        baby: 'body',
      }),
      validateJson(VaccineRecordBodySchema),
      async (c) => {
        const record = await addVaccineRecord(db, c.get('user').id, c.req.valid('json'));
        return c.json(documented(OneVaccineRecordResponse, { record: toRecordJson(record) }), 201);
      },
    )
    .delete(
      '/records/:id',
      apiRoute(db, {
        tag: 'Vacinas',
        summary: 'Apaga o registro de uma dose',
        response: OkResponse,
        baby: babyOfEntry(vaccines),
      }),
      async (c) => {
        await deleteVaccineRecord(db, c.get('user').id, c.req.param('id'));
        return c.json({ ok: true as const });
      },
    )
    .post('/onboarding', validateJson(VaccineOnboardingSchema), async (c) => {
      const recorded = await completeOnboarding(db, c.get('user').id, c.req.valid('json'));
      return c.json({ recorded });
    });
}
