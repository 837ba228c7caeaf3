import { ERRORS } from '@domain/errors';
import { ApiError } from '@/lib/api';

/** A post's and a comment's failed moderation check share this code. */
const CHECK_FAILED = ERRORS.post_check_failed.code;

/**
 * What the server says when the refusal is about this action (moderation, a blocked account,
 * validation), shown as it is worded; anything else gets the spec's generic text.
 */
export function communityErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === CHECK_FAILED || (error.status >= 400 && error.status < 500)) return error.message;
  return fallback;
}
