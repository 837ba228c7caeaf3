import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../platform/log';

/** One line per request: method, path (never the query, which may carry tokens), status, time. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - start) * 10) / 10,
    });
  };
}
