import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../platform/log';
import { AppError, appErrorBody, errorBody, errorResponse } from './app-error';
import { isDatabaseUnavailable } from './database-unavailable';
import { isDiskFull, isDiskNearlyFull } from './disk-full';

/** `dataDir`: where the embedded database and the media live, whose disk may fill up. */
export function createErrorHandler(logger: Logger, dataDir?: string): ErrorHandler {
  return (error, c) => {
    if (error instanceof AppError) return c.json(appErrorBody(error), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody(error.status === 413 ? 'content_too_large' : 'bad_request'), error.status);
    }
    const unavailable = isDatabaseUnavailable(error);
    if (isDiskFull(error) || (unavailable && dataDir !== undefined && isDiskNearlyFull(dataDir))) {
      logger.error('disk full', { method: c.req.method, path: c.req.path, error });
      c.header('Retry-After', '60');
      return errorResponse(c, 'disk_full');
    }
    if (unavailable) {
      logger.warn('database unavailable', { method: c.req.method, path: c.req.path, error });
      c.header('Retry-After', '5');
      return errorResponse(c, 'database_unavailable');
    }
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, error });
    return errorResponse(c, 'internal');
  };
}
