import { Hono } from 'hono';
import { z } from 'zod';
import { milestoneMarkSchema } from '../../../domain/development/milestone-mark.schema';
import { errorMessage } from '../../../domain/errors';
import { requireUser } from '../../auth/require-user';
import { latestUserToday } from '../../http/request-values';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import { getDevelopment, setMilestoneMark } from './development.service';

const BabyQuery = z.object({ babyId: z.uuid(errorMessage('baby_not_found')).optional() });

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
    .get('/', validateQuery(BabyQuery), async (c) =>
      c.json(await getDevelopment(db, c.get('user').id, c.req.valid('query').babyId)),
    )
    .put('/marks/:milestoneId', validateJson(MarkBody), async (c) => {
      const mark = await setMilestoneMark(db, c.get('user').id, c.req.param('milestoneId'), c.req.valid('json'));
      return c.json({ mark });
    });
}
