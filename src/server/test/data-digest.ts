import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// Written by reading requests too (activity, rate-limit counters, session renewal): not user data.
const VOLATILE = new Set(['user_activity', 'rate_limits', 'auth_throttles', 'sessions']);

const queries = new WeakMap<Db, Promise<string>>();

async function digestQuery(db: Db): Promise<string> {
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const columns = tables.rows
    .map((r) => r.table_name)
    .filter((table) => !VOLATILE.has(table))
    .map(
      (table) =>
        `(select coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), 'empty') from "${table}" t) as "${table}"`,
    );
  return `select ${columns.join(', ')}`;
}

/**
 * One fingerprint of every user-data table's rows, in one round trip, so a test can show that a
 * refused request changed nothing at all, whatever table it might have touched.
 */
export async function dataDigest(db: Db): Promise<Record<string, string>> {
  if (!queries.has(db)) queries.set(db, digestQuery(db));
  const result = await db.execute<Record<string, string>>(sql.raw(await queries.get(db)!));
  return result.rows[0]!;
}
