import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorArgs, ErrorKey } from '../../domain/errors';
import { AppError } from '../http/app-error';
import { ACCOUNT_SIGN_IN_RULE } from './auth-throttle';

/** better-auth's error codes, by the catalogue entry that puts each in the words the spec gives the mother. */
const BY_CODE = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_email_or_password',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'credential_account_not_found',
  USER_ALREADY_EXISTS: 'user_already_exists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'user_already_exists_use_another_email',
  INVALID_TOKEN: 'invalid_token',
  INVALID_PASSWORD: 'invalid_password',
  INVALID_EMAIL: 'invalid_email',
  PASSWORD_TOO_SHORT: 'password_too_short',
  PASSWORD_TOO_LONG: 'password_too_long',
} as const satisfies Record<string, ErrorKey>;

/** Too many failed sign-ins for one e-mail: the wait is the rule's window. */
export const ACCOUNT_LOCKED: ErrorArgs<'account_locked'> = ['account_locked', ACCOUNT_SIGN_IN_RULE.windowSeconds / 60];

/** A refusal of better-auth as the error the mother reads; one the catalogue does not name keeps its status and code. */
export function translateAuthError(status: number, code: string | undefined): AppError {
  if (status === 429) return new AppError('rate_limited');
  if (code && Object.hasOwn(BY_CODE, code)) return new AppError(BY_CODE[code as keyof typeof BY_CODE]);
  return AppError.relayed(
    'auth_failed',
    (status >= 400 && status < 600 ? status : 500) as ContentfulStatusCode,
    (code ?? 'auth_error').toLowerCase(),
  );
}
