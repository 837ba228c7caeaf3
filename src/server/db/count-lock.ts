import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Holds, until the transaction ends, a lock named by what is counted (`scope` of `id`): two
 * requests that count rows before adding one take turns, so a limit holds when they arrive
 * together. An advisory lock, so no row of another feature's table is locked for it.
 */
export async function lockCount(tx: Tx, scope: string, id: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${id}`}, 0))`);
}
