import { and, sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { type KeysetPage, keysetPages } from './keyset-pages';

const items = pgTable('keyset_items', {
  id: uuid('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  note: text('note').notNull(),
});

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
  await database.db.execute(
    sql`create table keyset_items (id uuid primary key, at timestamptz not null, note text not null)`,
  );
  // Nine rows: four share one instant, and three differ from it by microseconds only, which a
  // JavaScript Date cannot tell apart.
  await database.db.execute(sql`insert into keyset_items (id, at, note) values
    ('00000000-0000-4000-8000-000000000004', '2026-01-01 10:00:00+00', 'd'),
    ('00000000-0000-4000-8000-000000000002', '2026-01-01 10:00:00+00', 'b'),
    ('00000000-0000-4000-8000-000000000003', '2026-01-01 10:00:00+00', 'c'),
    ('00000000-0000-4000-8000-000000000001', '2026-01-01 10:00:00+00', 'a'),
    ('00000000-0000-4000-8000-000000000007', '2026-01-01 10:00:00.000003+00', 'g'),
    ('00000000-0000-4000-8000-000000000006', '2026-01-01 10:00:00.000002+00', 'f'),
    ('00000000-0000-4000-8000-000000000005', '2026-01-01 10:00:00.000001+00', 'e'),
    ('00000000-0000-4000-8000-000000000009', '2026-01-02 08:00:00+00', 'i'),
    ('00000000-0000-4000-8000-000000000008', '2025-12-31 08:00:00+00', 'z')`);
});

afterAll(() => database.close());

const readPage = ({ after, key, orderBy, limit }: KeysetPage) =>
  database.db
    .select({ row: { note: items.note }, key })
    .from(items)
    .where(and(sql`true`, after))
    .orderBy(...orderBy)
    .limit(limit);

async function notes(pages: AsyncIterable<{ note: string }[]>) {
  const read: string[][] = [];
  for await (const page of pages) read.push(page.map((r) => r.note));
  return read;
}

describe('keyset pages', () => {
  it('reads every row once, in order, across ties and microseconds', async () => {
    const pages = await notes(keysetPages([items.at, items.id], readPage, { size: 2 }));
    expect(pages.flat()).toEqual(['z', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'i']);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 2, 1]);
  });

  it('reads newest first when asked', async () => {
    const pages = await notes(keysetPages([items.at, items.id], readPage, { size: 4, newestFirst: true }));
    expect(pages.flat()).toEqual(['i', 'g', 'f', 'e', 'd', 'c', 'b', 'a', 'z']);
  });

  it('asks once more after a full last page, and yields no empty page', async () => {
    const pages = await notes(keysetPages([items.at, items.id], readPage, { size: 3 }));
    expect(pages.map((p) => p.length)).toEqual([3, 3, 3]);
  });
});
