import { Hono } from 'hono';
import type { AppDeps } from '../../http/types';

export function createHealthRoutes({ database }: AppDeps) {
  return new Hono().get('/', async (c) => {
    const up = await database.ping();
    c.header('Cache-Control', 'no-store');
    return c.json(
      { status: up ? ('ok' as const) : ('degraded' as const), database: up ? 'up' : 'down' },
      up ? 200 : 503,
    );
  });
}
