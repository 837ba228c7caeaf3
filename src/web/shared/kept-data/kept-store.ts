import { KEPT_DB as DB_NAME } from '@/lib/pwa-caches';

/**
 * Her data kept on the phone (decision 048): one record per account in IndexedDB, holding the
 * dehydrated query cache. The record's key names the account and the data shape it was written
 * with, so another account, or an app with another shape, never reads it.
 *
 * No React: the same calls clear it on sign-out and before another account signs in.
 */

const STORE = 'queries';

/**
 * The shape of the kept answers. Raised when an API answer a kept screen reads changes shape:
 * a record written with another one is never read (and is dropped when she next saves).
 */
export const KEPT_DATA_SHAPE = '1';

export interface KeptRecord {
  key: string;
  savedAt: number;
  state: unknown;
}

export const keptKey = (userId: string) => `${userId}:${KEPT_DATA_SHAPE}`;

function openKept(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  return openKept().then(
    (db) =>
      new Promise<T | undefined>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = act(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(request ? request.result : undefined);
        };
        transaction.onerror = () => {
          db.close();
          reject(transaction.error ?? new Error('IndexedDB transaction failed'));
        };
      }),
  );
}

/** Her kept record for the current data shape, if any. */
export async function readKept(userId: string): Promise<KeptRecord | undefined> {
  return run<KeptRecord>('readonly', (store) => store.get(keptKey(userId)));
}

/** Replaces what is kept for her; her records of older shapes go with it. */
export async function writeKept(userId: string, state: unknown, savedAt = Date.now()): Promise<void> {
  await run('readwrite', (store) => {
    const older = IDBKeyRange.bound(`${userId}:`, `${userId}:\uffff`);
    store.delete(older);
    store.put({ key: keptKey(userId), savedAt, state } satisfies KeptRecord);
  });
}

/** Forgets every account's kept data (sign-out, account deletion, another account signing in). */
export async function clearKept(): Promise<void> {
  await run('readwrite', (store) => store.clear());
}
