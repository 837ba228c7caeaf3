import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERRORS, type ErrorArgs, type ErrorKey, errorMessage } from '../../domain/errors';

/**
 * An error the user may read, named by its key in the catalogue (src/domain/errors.ts), which
 * gives its status, stable code and pt-BR words: `throw new AppError('post_not_found')`.
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly status: ContentfulStatusCode;
  readonly code: string;

  constructor(...args: ErrorArgs) {
    super(errorMessage(...args));
    const [key] = args;
    this.key = key;
    this.status = ERRORS[key].status;
    this.code = ERRORS[key].code;
  }

  /** Another service's refusal passed on under its own status and code, in the catalogue's words. */
  static relayed(key: 'auth_failed', status: ContentfulStatusCode, code: string): AppError {
    return Object.assign(new AppError(key), { status, code });
  }
}

export const errorBody = (...args: ErrorArgs) => ({
  error: { code: ERRORS[args[0]].code as string, message: errorMessage(...args) },
});

/** The JSON answer of an error, for middleware that answers rather than throws. */
export const errorResponse = (c: Context, ...args: ErrorArgs) => c.json(errorBody(...args), ERRORS[args[0]].status);

/** The JSON answer of a thrown AppError. */
export const appErrorBody = (error: AppError) => ({ error: { code: error.code, message: error.message } });
