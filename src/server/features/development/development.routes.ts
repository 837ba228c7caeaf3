import { Hono } from 'hono';
import { DevelopmentResponse, OneMarkResponse } from '../../../domain/api/growth-responses.schema';
import { BabyQuerySchema } from '../../../domain/baby/baby-query.schema';
import { latestUserToday } from '../../../domain/dates';
import { milestoneMarkSchema } from '../../../domain/development/milestone-mark.schema';
import { requireUser } from '../../auth/require-user';
import { apiRoute, documented } from '../../http/api-doc';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import { getDevelopment, setMilestoneMark } from './development.service';

/** The browser sends its own day; any day up to tomorrow in UTC is taken, so that no time zone is refused. */
const MarkBody = milestoneMarkSchema('9999-12-31').superRefine((value, ctx) => {
  if (value.markedOn > latestUserToday()) {
    ctx.addIssue({ code: 'custom', path: ['markedOn'], message: 'A data não pode ser no futuro' });
  }
});

export function createDevelopmentRoutes({ database, auth }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get(
      '/',
      apiRoute(db, {
        tag: 'Desenvolvimento',
        summary: 'A idade que os marcos leem e o que foi marcado',
        response: DevelopmentResponse,
        baby: 'query',
      }),
      validateQuery(BabyQuerySchema),
      async (c) =>
        c.json(
          documented(DevelopmentResponse, await getDevelopment(db, c.get('user').id, c.req.valid('query').babyId)),
        ),
    )
    .put(
      '/marks/:milestoneId',
      apiRoute(db, {
        tag: 'Desenvolvimento',
        summary: 'Marca um marco (sim, ainda não, não sei)',
        response: OneMarkResponse,
        baby: 'body',
      }),
      validateJson(MarkBody),
      async (c) => {
        const mark = await setMilestoneMark(db, c.get('user').id, c.req.param('milestoneId'), c.req.valid('json'));
        return c.json(documented(OneMarkResponse, { mark }));
      },
    );
}
