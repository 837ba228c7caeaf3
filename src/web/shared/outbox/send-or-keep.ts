import { ERRORS } from '@domain/errors';
import type { QueryClient } from '@tanstack/react-query';
import { apiErrorOf, type ErrorBody } from '@/lib/api';
import { outboxRequest, refusalOf } from './outbox-send';
import { newOutboxEntry, type OutboxEntry } from './outbox-store';
import { keepInOutbox } from './use-outbox';

export type OutboxWrite = Pick<OutboxEntry, 'kind' | 'subjectId' | 'method' | 'path' | 'body' | 'ifMatch'>;

/**
 * Sent now (with the server's JSON answer), or kept on the phone: to be sent when the connection
 * is back, or (`conflict`) because someone changed the record since she saw it, for her to choose.
 */
export type SendOrKeep<T> = { queued: false; data: T } | { queued: true; conflict?: true };

/**
 * A write that works offline: sent at once with its `Idempotency-Key` when the phone is online;
 * with no connection (or a request that never reached the server) kept in the outbox under the
 * same key, so a write that arrived but whose answer was lost is stored once when sent again.
 * The server's refusal is thrown as an ApiError, for the form to show with what she typed.
 */
export async function sendOrKeep<T = unknown>(
  userId: string,
  write: OutboxWrite,
  queryClient: QueryClient,
): Promise<SendOrKeep<T>> {
  const entry = newOutboxEntry(userId, write);
  if (navigator.onLine) {
    let response: Response | null = null;
    try {
      response = await fetch(entry.path, outboxRequest(entry));
    } catch {
      // Not reached: kept below.
    }
    if (response) {
      const body = (await response.json().catch(() => null)) as unknown;
      if (response.ok) return { queued: false, data: body as T };
      if (response.status === 409 && (body as ErrorBody)?.error?.code === ERRORS.event_changed.code) {
        await keepInOutbox({ ...entry, refusal: refusalOf(409, body as ErrorBody) }, queryClient);
        return { queued: true, conflict: true };
      }
      throw apiErrorOf(response.status, body as ErrorBody);
    }
  }
  await keepInOutbox(entry, queryClient);
  return { queued: true };
}
