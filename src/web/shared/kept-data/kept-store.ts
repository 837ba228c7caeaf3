import type { DehydratedState } from '@tanstack/react-query';

/**
 * Her data kept on the phone (decision 048): one snapshot of the query cache per account, in
 * IndexedDB, keyed by the account's id. Only the signed-in account's is ever read; the others' are
 * deleted when an account starts keeping, and every snapshot on sign-out.
 */
export interface KeptSnapshot {
  userId: string;
  /** The app's data-shape version it was written by (`KEPT_DATA_VERSION`). */
  version: number;
  savedAt: number;
  state: DehydratedState;
}

const DB_NAME = 'lumma-kept';
const STORE = 'snapshots';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'userId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
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

export const readSnapshot = (userId: string) => run<KeptSnapshot | undefined>('readonly', (store) => store.get(userId));

export const writeSnapshot = (snapshot: KeptSnapshot) => run('readwrite', (store) => store.put(snapshot));

/** Every account's snapshot but `userId`'s: nobody reads another's, even by opening the store. */
export const deleteOtherSnapshots = (userId: string) =>
  run('readwrite', (store) => {
    store.delete(IDBKeyRange.upperBound(userId, true));
    return store.delete(IDBKeyRange.lowerBound(userId, true));
  });

export const deleteAllSnapshots = () => run('readwrite', (store) => store.clear());
