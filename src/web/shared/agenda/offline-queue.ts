import type { CalendarDate } from '@domain/age';
import type { EventDetails } from '@domain/agenda/event-details';

/** An event as the phone sends it: the mother's date and time, the instant, and its details. */
export type NewAgendaEvent = {
  type: string;
  notes: string;
  occurredAt: string;
  date: CalendarDate;
  time: string;
} & Partial<EventDetails>;

/**
 * An agenda event saved on the phone while there was no connection, waiting to be sent: a new
 * one, or (`op: 'edit'`) the new version of one the server has.
 */
export interface QueuedAgendaEvent {
  id: string;
  userId: string;
  op?: 'edit';
  input: NewAgendaEvent;
  /** Order of sending: the order she wrote them in. */
  queuedAt: number;
}

const DB_NAME = 'lumma-offline';
const STORE = 'agenda-events';

function openQueue(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(STORE, { keyPath: 'id' }).createIndex('userId', 'userId');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openQueue();
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

export const enqueueAgendaEvent = (event: QueuedAgendaEvent) =>
  run('readwrite', (store) => store.put(event)).then(() => undefined);

export const removeQueuedAgendaEvent = (id: string) =>
  run('readwrite', (store) => store.delete(id)).then(() => undefined);

export async function listQueuedAgendaEvents(userId: string): Promise<QueuedAgendaEvent[]> {
  const events = await run<QueuedAgendaEvent[]>('readonly', (store) => store.index('userId').getAll(userId));
  return events.sort((a, b) => a.queuedAt - b.queuedAt);
}
