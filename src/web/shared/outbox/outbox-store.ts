/**
 * The phone's outbox (decision 032): every write a mother makes with no connection waits here, in
 * IndexedDB, until it is sent. One store for every feature; each entry carries the id made on the
 * phone that the server reads as its `Idempotency-Key`, so a write is stored once however often it
 * is sent. Entries belong to the account that wrote them: nothing here lists another's.
 *
 * No React and no DOM: the service worker sends the same entries (Background Sync).
 */

/** What a waiting write is, for the screens that show it and for the words of a refusal. */
export type OutboxKind =
  | 'agenda-event'
  | 'agenda-edit'
  | 'agenda-delete'
  | 'growth-measurement'
  | 'milestone-mark'
  | 'vaccine-dose'
  | 'custom-vaccine'
  | 'booklet-entry'
  | 'reminder-answer'
  | 'chat-question';

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OutboxEntry {
  /** Made on the phone; sent as `Idempotency-Key`. */
  key: string;
  userId: string;
  kind: OutboxKind;
  /** The record the write is about (the agenda event's id, the baby's…), for the screens. */
  subjectId: string;
  method: OutboxMethod;
  /** The API path, `/api/…`. */
  path: string;
  body?: unknown;
  /** The version of the record she changed, sent as If-Match: applied only if nobody changed it since. */
  ifMatch?: number;
  /** Order of sending: the order she wrote them in. */
  queuedAt: number;
  /** The server refused it for good (400, 403, 404, 409, 422): kept until she discards or edits it. */
  refusal?: {
    status: number;
    code: string;
    message: string;
    /** With a 409 `event_changed`: the record as the server has it now, shown beside hers. */
    current?: unknown;
  };
}

const DB_NAME = 'lumma-offline';
const STORE = 'outbox';
/** The agenda's own queue before the outbox (version 1); its entries move into the outbox. */
const OLD_AGENDA_STORE = 'agenda-events';

interface OldAgendaEntry {
  id: string;
  userId: string;
  op?: 'edit';
  input: Record<string, unknown>;
  queuedAt: number;
}

/** An entry of the agenda's old queue as the outbox keeps it: the same write, a new key. */
export function fromOldAgendaEntry(old: OldAgendaEntry, key: string): OutboxEntry {
  return old.op === 'edit'
    ? {
        key,
        userId: old.userId,
        kind: 'agenda-edit',
        subjectId: old.id,
        method: 'PATCH',
        path: `/api/agenda/events/${old.id}`,
        body: old.input,
        queuedAt: old.queuedAt,
      }
    : {
        key,
        userId: old.userId,
        kind: 'agenda-event',
        subjectId: old.id,
        method: 'POST',
        path: '/api/agenda/events',
        body: { ...old.input, id: old.id },
        queuedAt: old.queuedAt,
      };
}

function openOutbox(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 2);
    request.onupgradeneeded = () => {
      const db = request.result;
      const outbox = db.createObjectStore(STORE, { keyPath: 'key' });
      outbox.createIndex('userId', 'userId');
      if (!db.objectStoreNames.contains(OLD_AGENDA_STORE)) return;
      // Same transaction: the move is whole or not at all, and the old store goes with it.
      const old = request.transaction!.objectStore(OLD_AGENDA_STORE);
      const all = old.getAll();
      all.onsuccess = () => {
        for (const entry of all.result as OldAgendaEntry[]) outbox.put(fromOldAgendaEntry(entry, crypto.randomUUID()));
        db.deleteObjectStore(OLD_AGENDA_STORE);
      };
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openOutbox();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

export const putOutboxEntry = (entry: OutboxEntry) =>
  run('readwrite', (store) => store.put(entry)).then(() => undefined);

export const removeOutboxEntry = (key: string) => run('readwrite', (store) => store.delete(key)).then(() => undefined);

/** One account's waiting writes, in the order she wrote them. */
export async function listOutbox(userId: string): Promise<OutboxEntry[]> {
  const entries = await run<OutboxEntry[]>('readonly', (store) => store.index('userId').getAll(userId));
  return entries.sort((a, b) => a.queuedAt - b.queuedAt);
}

let lastQueuedAt = 0;

/** A new entry for `userId`, last in her order (two writes in one millisecond keep theirs). */
export function newOutboxEntry(
  userId: string,
  write: Pick<OutboxEntry, 'kind' | 'subjectId' | 'method' | 'path' | 'body' | 'ifMatch'>,
): OutboxEntry {
  lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1);
  return { key: crypto.randomUUID(), userId, queuedAt: lastQueuedAt, ...write };
}
