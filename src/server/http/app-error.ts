import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error the user may read: a stable code, a pt-BR message and the HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string) => ({ error: { code, message } });
