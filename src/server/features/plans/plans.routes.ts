import { Hono } from 'hono';
import type { AppDeps } from '../../http/types';
import { listPlans, toPlanJson } from './plans.service';

/** Public: the landing page links to the plans, so they are readable before signing in. */
export function createPlansRoutes({ database }: AppDeps) {
  return new Hono().get('/', async (c) => c.json({ plans: (await listPlans(database.db)).map(toPlanJson) }));
}
