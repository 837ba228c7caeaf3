import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { listOutbox, newOutboxEntry, putOutboxEntry, removeOutboxEntry } from './outbox-store';

/** The agenda's queue as decision 006 left it on phones: database version 1, store `agenda-events`. */
function openOldQueue(entries: object[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('lumma-offline', 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore('agenda-events', { keyPath: 'id' }).createIndex('userId', 'userId');
    request.onsuccess = () => {
      const db = request.result;
      const transaction = db.transaction('agenda-events', 'readwrite');
      for (const entry of entries) transaction.objectStore('agenda-events').put(entry);
      transaction.oncomplete = () => {
        db.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
    request.onerror = () => reject(request.error);
  });
}

const deleteDatabase = () =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('lumma-offline');
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });

const input = (notes: string) => ({
  type: 'mamada',
  notes,
  occurredAt: '2026-11-26T10:00:00.000Z',
  date: '2026-11-26',
  time: '07:00',
});

beforeEach(deleteDatabase);

describe('the outbox', () => {
  it('moves the agenda queue’s entries in, in their order, each with a key of its own', async () => {
    await openOldQueue([
      { id: 'e2', userId: 'ana', op: 'edit', input: input('depois'), queuedAt: 2 },
      { id: 'e1', userId: 'ana', input: input('antes'), queuedAt: 1 },
      { id: 'e3', userId: 'bia', input: input('da Bia'), queuedAt: 3 },
    ]);
    const ana = await listOutbox('ana');
    expect(ana.map((e) => [e.kind, e.method, e.path, e.subjectId])).toEqual([
      ['agenda-event', 'POST', '/api/agenda/events', 'e1'],
      ['agenda-edit', 'PATCH', '/api/agenda/events/e2', 'e2'],
    ]);
    expect(ana[0]!.body).toEqual({ ...input('antes'), id: 'e1' });
    expect(new Set(ana.map((e) => e.key)).size).toBe(2);
    expect((await listOutbox('bia')).map((e) => e.subjectId)).toEqual(['e3']);
  });

  it('lists one account’s writes only, in the order written, and forgets a removed one', async () => {
    const first = newOutboxEntry('ana', {
      kind: 'growth-measurement',
      subjectId: 'ana',
      method: 'POST',
      path: '/api/growth/measurements',
      body: { weightKg: 7 },
    });
    const other = newOutboxEntry('bia', {
      kind: 'booklet-entry',
      subjectId: 'b1',
      method: 'POST',
      path: '/api/babies/b1/allergies',
      body: { value: 'Ovo' },
    });
    const second = newOutboxEntry('ana', {
      kind: 'milestone-mark',
      subjectId: 'm1',
      method: 'PUT',
      path: '/api/development/marks/m1',
      body: { mark: 'sim' },
    });
    expect(second.queuedAt).toBeGreaterThan(first.queuedAt);
    for (const entry of [second, other, first]) await putOutboxEntry(entry);
    expect((await listOutbox('ana')).map((e) => e.key)).toEqual([first.key, second.key]);
    await removeOutboxEntry(first.key);
    expect((await listOutbox('ana')).map((e) => e.key)).toEqual([second.key]);
    expect((await listOutbox('bia')).map((e) => e.key)).toEqual([other.key]);
  });
});
