import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreKept, saveKept } from './kept-queries';
import { clearKept, readKept } from './kept-store';

function clientWith(entries: [unknown[], unknown][]) {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

afterEach(() => clearKept());

describe('kept queries', () => {
  it('keeps the screens’ answers and leaves chat, community and admin out', async () => {
    const client = clientWith([
      [['agenda', 'day', '2026-11-28'], { events: ['feeding'] }],
      [['vaccines', 'card'], { doses: 3 }],
      [['chat', 'messages'], ['oi']],
      [['community', 'feed'], ['post']],
      [['admin', 'stats'], { users: 1 }],
    ]);
    await saveKept(client, 'ana');

    const phone = new QueryClient();
    await restoreKept(phone, 'ana');
    expect(phone.getQueryData(['agenda', 'day', '2026-11-28'])).toEqual({ events: ['feeding'] });
    expect(phone.getQueryData(['vaccines', 'card'])).toEqual({ doses: 3 });
    expect(phone.getQueryData(['chat', 'messages'])).toBeUndefined();
    expect(phone.getQueryData(['community', 'feed'])).toBeUndefined();
    expect(phone.getQueryData(['admin', 'stats'])).toBeUndefined();
  });

  it('never gives one account’s answers to another', async () => {
    await saveKept(clientWith([[['growth', 'b1'], { measurements: [1] }]]), 'ana');
    const phone = new QueryClient();
    await restoreKept(phone, 'bia');
    expect(phone.getQueryData(['growth', 'b1'])).toBeUndefined();
  });

  it('forgets everything when cleared (sign-out, account deletion)', async () => {
    await saveKept(clientWith([[['growth', 'b1'], { measurements: [1] }]]), 'ana');
    await clearKept();
    expect(await readKept('ana')).toBeUndefined();
  });

  it('does not show answers older than the agenda keeps', async () => {
    await saveKept(clientWith([[['growth', 'b1'], { measurements: [1] }]]), 'ana');
    const phone = new QueryClient();
    await restoreKept(phone, 'ana', Date.now() + 16 * 24 * 60 * 60_000);
    expect(phone.getQueryData(['growth', 'b1'])).toBeUndefined();
  });
});
