import { Hono } from 'hono';
import { GrowthResponse, OneMeasurementResponse } from '../../../domain/api/growth-responses.schema';
import { OkResponse } from '../../../domain/api/responses.schema';
import { BabyQuerySchema } from '../../../domain/baby/baby-query.schema';
import { latestUserToday } from '../../../domain/dates';
import { CurvesQuerySchema } from '../../../domain/growth/growth-query.schema';
import { measurementInputSchema } from '../../../domain/growth/measurement.schema';
import { requireUser } from '../../auth/require-user';
import { growthMeasurements } from '../../db/schema';
import { apiRoute, documented } from '../../http/api-doc';
import { AppError } from '../../http/app-error';
import { fileSlug } from '../../http/file-slug';
import { streamedBody } from '../../http/streamed-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import { babyOfEntry } from '../access-tokens/entry-baby.service';
import { todayInBrazil } from './form-measurement.service';
import { addMeasurement, deleteMeasurement, editMeasurement, getGrowth } from './growth.service';
import { growthCurvesFor } from './growth-curves';
import { exportGrowth } from './growth-export';

/** The browser sends its own day; the server takes any day up to tomorrow in UTC, so that no time zone is refused. */
const MeasurementBody = measurementInputSchema('9999-12-31').superRefine((value, ctx) => {
  if (value.measuredOn > latestUserToday()) {
    ctx.addIssue({ code: 'custom', path: ['measuredOn'], message: 'A data da medida não pode ser no futuro' });
  }
});

export function createGrowthRoutes({ database, auth, logger }: AppDeps) {
  const { db } = database;
  return (
    new Hono<AppEnv>()
      // The WHO lines never change between releases: the phone keeps them a day.
      .get('/curves', validateQuery(CurvesQuerySchema), (c) => {
        c.header('Cache-Control', 'public, max-age=86400');
        return c.json(growthCurvesFor(c.req.valid('query').sex));
      })
      .use(requireUser(auth))
      .get(
        '/',
        apiRoute(db, {
          tag: 'Crescimento',
          summary: 'As medidas do bebê e as idades que as curvas leem',
          response: GrowthResponse,
          baby: 'query',
        }),
        validateQuery(BabyQuerySchema),
        async (c) =>
          c.json(documented(GrowthResponse, await getGrowth(db, c.get('user').id, c.req.valid('query').babyId))),
      )
      .post(
        '/measurements',
        apiRoute(db, {
          tag: 'Crescimento',
          summary: 'Registra uma medida (peso, comprimento, perímetro cefálico)',
          response: OneMeasurementResponse,
          status: 201,
          baby: 'body',
        }),
        validateJson(MeasurementBody),
        async (c) => {
          const measurement = await addMeasurement(db, c.get('user').id, c.req.valid('json'));
          return c.json(documented(OneMeasurementResponse, { measurement }), 201);
        },
      )
      .put(
        '/measurements/:id',
        apiRoute(db, {
          tag: 'Crescimento',
          summary: 'Corrige uma medida',
          response: OneMeasurementResponse,
          baby: babyOfEntry(growthMeasurements),
        }),
        validateJson(MeasurementBody),
        async (c) => {
          const measurement = await editMeasurement(db, c.get('user').id, c.req.param('id'), c.req.valid('json'));
          return c.json(documented(OneMeasurementResponse, { measurement }));
        },
      )
      .get(
        '/export',
        apiRoute(db, { tag: 'Crescimento', summary: 'Exporta as medidas em CSV', file: 'text/csv', baby: 'query' }),
        validateQuery(BabyQuerySchema),
        async (c) => {
          const exported = await exportGrowth(db, c.get('user').id, c.req.valid('query').babyId);
          if (!exported) throw new AppError('no_baby');
          return c.body(await streamedBody(exported.csv, logger), 200, {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="lumma-crescimento-${fileSlug(exported.baby.name)}-${todayInBrazil()}.csv"`,
            'cache-control': 'no-store',
          });
        },
      )
      .delete(
        '/measurements/:id',
        apiRoute(db, {
          tag: 'Crescimento',
          summary: 'Apaga uma medida',
          response: OkResponse,
          baby: babyOfEntry(growthMeasurements),
        }),
        async (c) => {
          await deleteMeasurement(db, c.get('user').id, c.req.param('id'));
          return c.json({ ok: true as const });
        },
      )
  );
}
