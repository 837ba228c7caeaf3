import type { ErrorCode } from '@domain/errors';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { ApiError } from './api';

/** The spec shows only the first validation error: the first field, in form order, that has one. */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>, order: Path<T>[]) {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string') return { field, message };
  }
  return null;
}

/** The props that tie a control to its error line for assistive technology. */
export function errorProps(id: string, hasError: boolean) {
  return hasError ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

// Checked against the catalogue by its type: the catalogue itself stays out of the login's code.
const CHECK_FAILED: ErrorCode = 'moderation_failed';

/**
 * The server's words for a refusal (a 4xx: validation, a limit, not allowed) and for a failed
 * moderation check, which asks her to try again; anything else gets the screen's generic text.
 */
export function messageFor(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const refused = error.status >= 400 && error.status < 500;
  return refused || error.code === CHECK_FAILED ? error.message : fallback;
}
