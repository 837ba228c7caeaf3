import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isUuid } from '../../http/request-values';

/** The baby of an entry (an event, a timer, a measurement…) by its id; null when there is none. */
export const babyOfEntry =
  (table: PgTable & { id: PgColumn; babyId: PgColumn }) =>
  async (db: Db, id: string): Promise<string | null> => {
    if (!isUuid(id)) return null;
    const [row] = await db.select({ babyId: table.babyId }).from(table).where(eq(table.id, id));
    return (row?.babyId as string | undefined) ?? null;
  };
