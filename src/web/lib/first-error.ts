import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

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

/** Messages of refusals we caused are shown as the server words them; anything else is generic. */
export function messageFor(error: unknown, fallback: string): string {
  const status = (error as { status?: number }).status;
  const message = (error as { message?: string }).message;
  return typeof status === 'number' && status >= 400 && status < 500 && message ? message : fallback;
}
