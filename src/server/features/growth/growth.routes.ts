import { Hono } from 'hono';
import { BabyQuerySchema } from '../../../domain/baby/baby-query.schema';
import { latestUserToday } from '../../../domain/dates';
import { CurvesQuerySchema } from '../../../domain/growth/growth-query.schema';
import { measurementInputSchema } from '../../../domain/growth/measurement.schema';
import { requireUser } from '../../auth/require-user';
import { AppError } from '../../http/app-error';
import { fileSlug } from '../../http/file-slug';
import { streamedBody } from '../../http/streamed-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
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
      .get('/', validateQuery(BabyQuerySchema), async (c) =>
        c.json(await getGrowth(db, c.get('user').id, c.req.valid('query').babyId)),
      )
      .post('/measurements', validateJson(MeasurementBody), async (c) => {
        const measurement = await addMeasurement(db, c.get('user').id, c.req.valid('json'));
        return c.json({ measurement }, 201);
      })
      .put('/measurements/:id', validateJson(MeasurementBody), async (c) => {
        const measurement = await editMeasurement(db, c.get('user').id, c.req.param('id'), c.req.valid('json'));
        return c.json({ measurement });
      })
      .get('/export', validateQuery(BabyQuerySchema), async (c) => {
        const exported = await exportGrowth(db, c.get('user').id, c.req.valid('query').babyId);
        if (!exported) throw new AppError('no_baby');
        return c.body(await streamedBody(exported.csv, logger), 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="lumma-crescimento-${fileSlug(exported.baby.name)}-${todayInBrazil()}.csv"`,
          'cache-control': 'no-store',
        });
      })
      .delete('/measurements/:id', async (c) => {
        await deleteMeasurement(db, c.get('user').id, c.req.param('id'));
        return c.json({ ok: true as const });
      })
  );
}
