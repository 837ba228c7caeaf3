import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendOutbox, unfinished } from './outbox-send';
import { listOutbox, newOutboxEntry, putOutboxEntry } from './outbox-store';

const deleteDatabase = () =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('lumma-offline');
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(deleteDatabase);
afterEach(() => vi.unstubAllGlobals());

describe('a round of the outbox', () => {
  it('passes over a write an earlier copy is still storing, and its record’s later writes, and sends the others', async () => {
    const feeding = newOutboxEntry('ana', {
      kind: 'agenda-event',
      subjectId: 'e1',
      method: 'POST',
      path: '/api/agenda/events',
      body: { id: 'e1', type: 'mamada' },
    });
    const itsEdit = newOutboxEntry('ana', {
      kind: 'agenda-edit',
      subjectId: 'e1',
      method: 'PATCH',
      path: '/api/agenda/events/e1',
      body: { notes: 'mamou bem' },
    });
    const weight = newOutboxEntry('ana', {
      kind: 'growth-measurement',
      subjectId: 'ana',
      method: 'POST',
      path: '/api/growth/measurements',
      body: { weightKg: 7 },
    });
    for (const entry of [feeding, itsEdit, weight]) await putOutboxEntry(entry);
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (path: string) => {
      asked.push(path);
      if (path === '/api/agenda/events')
        return json(409, {
          error: { code: 'idempotency_in_progress', message: 'Este registro ainda está sendo salvo.' },
        });
      return json(201, { measurement: { id: 'm1' } });
    });

    const round = await sendOutbox('ana');
    expect(asked).toEqual(['/api/agenda/events', '/api/growth/measurements']);
    expect(round.sent.map((entry) => entry.key)).toEqual([weight.key]);
    expect(round.waiting.map((entry) => entry.key)).toEqual([feeding.key, itsEdit.key]);
    expect(round.refused).toEqual([]);
    expect(unfinished(round)).toBe(true);
    const left = await listOutbox('ana');
    expect(left.map((entry) => [entry.key, entry.refusal])).toEqual([
      [feeding.key, undefined],
      [itsEdit.key, undefined],
    ]);
  });

  it('stops at a write that cannot reach the server, so nothing later lands before it', async () => {
    const first = newOutboxEntry('ana', {
      kind: 'growth-measurement',
      subjectId: 'ana',
      method: 'POST',
      path: '/api/growth/measurements',
      body: { weightKg: 7 },
    });
    const second = newOutboxEntry('ana', {
      kind: 'milestone-mark',
      subjectId: 'm1',
      method: 'PUT',
      path: '/api/development/marks/m1',
      body: { mark: 'sim' },
    });
    for (const entry of [first, second]) await putOutboxEntry(entry);
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (path: string) => {
      asked.push(path);
      return json(503, { error: { code: 'unavailable', message: 'Fora do ar.' } });
    });
    const round = await sendOutbox('ana');
    expect(asked).toEqual(['/api/growth/measurements']);
    expect(round).toMatchObject({ stopped: true, sent: [], waiting: [] });
    expect(unfinished(round)).toBe(true);
  });
});
