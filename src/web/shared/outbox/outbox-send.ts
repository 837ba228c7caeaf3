import { CLIENT_ERRORS } from '@domain/client-errors';
import { listOutbox, type OutboxEntry, putOutboxEntry, removeOutboxEntry } from './outbox-store';

/**
 * What became of one entry: stored by the server (or stored before: the same answer again),
 * refused for good (kept for her to discard or edit), not reached (kept for the next round), or
 * being stored by an earlier copy still under way on the server (asked again in the next round).
 */
export type SendOutcome = 'sent' | 'refused' | 'retry' | 'waiting';

/** A refusal that says nothing of the write itself: the session ended, a throttle. */
const isPassing = (status: number) => status === 401 || status === 429 || status >= 500;

/** The request of an entry: its key as Idempotency-Key, the version she saw as If-Match. */
export const outboxRequest = (entry: OutboxEntry): RequestInit => ({
  method: entry.method,
  credentials: 'same-origin',
  headers: {
    'idempotency-key': entry.key,
    ...(entry.ifMatch === undefined ? {} : { 'if-match': `"${entry.ifMatch}"` }),
    ...(entry.body === undefined ? {} : { 'content-type': 'application/json' }),
  },
  body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
});

type RefusalBody = { error?: { code?: string; message?: string }; current?: unknown } | null;

/** The refusal an entry keeps from the server's answer: its words, and the record as it is now after a conflict. */
export const refusalOf = (status: number, body: RefusalBody): NonNullable<OutboxEntry['refusal']> => ({
  status,
  code: body?.error?.code ?? CLIENT_ERRORS.unknown.code,
  message: body?.error?.message ?? CLIENT_ERRORS.unknown.message,
  ...(body?.current === undefined ? {} : { current: body.current }),
});

export async function sendOutboxEntry(entry: OutboxEntry): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(entry.path, outboxRequest(entry));
  } catch {
    return 'retry';
  }
  if (response.ok) {
    // Read to the end: Lu's answer to a waiting question is a stream, saved once it has ended,
    // and one that broke off was taken back by the server, so it is asked again.
    const answer = await response.text().catch(() => null);
    if (answer === null || /^event: error$/m.test(answer)) return 'retry';
    await removeOutboxEntry(entry.key);
    return 'sent';
  }
  const body = (await response.json().catch(() => null)) as RefusalBody;
  if (body?.error?.code === 'idempotency_in_progress') return 'waiting';
  if (isPassing(response.status)) return 'retry';
  await putOutboxEntry({ ...entry, refusal: refusalOf(response.status, body) });
  return 'refused';
}

export interface FlushResult {
  sent: OutboxEntry[];
  refused: OutboxEntry[];
  /** Writes an earlier copy is still storing, and the later ones about the same record: sent in the next round. */
  waiting: OutboxEntry[];
  /** A write could not reach the server: the round stopped there, to be tried again later. */
  stopped: boolean;
}

/** Whether a round ended with writes still to send, to be tried again later. */
export const unfinished = ({ stopped, waiting }: FlushResult) => stopped || waiting.length > 0;

/**
 * Sends one account's waiting writes in the order she wrote them, one at a time; the first that
 * cannot reach the server stops the round, so a later write never lands before an earlier one.
 * A write the server is still storing from an earlier copy holds back only the later writes about
 * the same record: the others need not wait for it. Refused entries stay, marked, and are passed
 * over until she decides.
 */
export async function sendOutbox(userId: string): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [], waiting: [], stopped: false };
  const held = new Set<string>();
  for (const entry of await listOutbox(userId)) {
    if (entry.refusal) continue;
    if (held.has(entry.subjectId)) {
      result.waiting.push(entry);
      continue;
    }
    const outcome = await sendOutboxEntry(entry);
    if (outcome === 'retry') {
      result.stopped = true;
      break;
    }
    if (outcome === 'waiting') held.add(entry.subjectId);
    result[outcome].push(entry);
  }
  return result;
}
