import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../platform/log';
import { AppError, errorBody } from './app-error';
import { isDatabaseUnavailable } from './database-unavailable';

export const DATABASE_UNAVAILABLE =
  'O Lumma está com uma instabilidade agora. Nada do que você salvou se perdeu: tente de novo em instantes.';

export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof AppError) return c.json(errorBody(error.code, error.message), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      const message = error.status === 413 ? 'Arquivo ou conteúdo grande demais.' : 'Requisição inválida.';
      return c.json(errorBody('bad_request', message), error.status);
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn('database unavailable', { method: c.req.method, path: c.req.path, error });
      c.header('Retry-After', '5');
      return c.json(errorBody('unavailable', DATABASE_UNAVAILABLE), 503);
    }
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, error });
    return c.json(errorBody('internal', 'Algo deu errado do nosso lado. Tente novamente.'), 500);
  };
}
