import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { silentLogger } from '../log';
import { createRealtime, type Realtime } from './realtime';

let database: Database;
let realtime: Realtime;
beforeAll(async () => {
  database = await openTestDatabase();
  realtime = createRealtime(database, silentLogger);
});
afterAll(async () => {
  await realtime.close();
  await database.close();
});

describe('realtime notices', () => {
  it('delivers a published notice to every subscriber of the channel, and only of it', async () => {
    const seen: unknown[] = [];
    const other: unknown[] = [];
    const stopA = await realtime.subscribe('test_a', { notice: (p) => seen.push(p) });
    const stopB = await realtime.subscribe('test_b', { notice: (p) => other.push(p) });
    await realtime.publish('test_a', { postId: 'p1' });
    await expect.poll(() => seen).toEqual([{ postId: 'p1' }]);
    expect(other).toEqual([]);

    stopA();
    await realtime.publish('test_a', { postId: 'p2' });
    await realtime.publish('test_b', { postId: 'p3' });
    await expect.poll(() => other).toEqual([{ postId: 'p3' }]);
    expect(seen).toEqual([{ postId: 'p1' }]);
    stopB();
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(realtime.publish('x; drop table users', {})).rejects.toThrow(/invalid channel/);
  });

  it('listens again after losing its connection and asks subscribers to resync', async () => {
    let resyncs = 0;
    const notices: unknown[] = [];
    const stop = await realtime.subscribe('test_drop', { notice: (p) => notices.push(p), resync: () => resyncs++ });
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => resyncs, { timeout: 10_000 }).toBe(1);
    await realtime.publish('test_drop', { after: 'reconnect' });
    await expect.poll(() => notices).toEqual([{ after: 'reconnect' }]);
    stop();
  });
});
