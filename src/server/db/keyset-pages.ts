import { type AnyColumn, and, asc, desc, gte, lte, type SQL, sql } from 'drizzle-orm';

/** Rows read per query by a history-sized read: a few hundred kilobytes at most. */
export const PAGE_SIZE = 500;

/** What a page's query is given: the condition "after the last row", the key to select, the order. */
export interface KeysetPage {
  after: SQL | undefined;
  key: SQL<string[]>;
  orderBy: SQL[];
  limit: number;
}

/**
 * A long read in pages, each one query that starts after the previous page's last row, so memory
 * holds one page whatever the history's size, and no connection stays taken between pages.
 * `order` must identify a row (end it with the primary key). The last row's key is read as text,
 * since a timestamp in JavaScript loses PostgreSQL's microseconds and the next page would repeat
 * or skip a row; the first column is compared alone too, so its index bounds the scan.
 */
export async function* keysetPages<Row>(
  order: AnyColumn[],
  readPage: (page: KeysetPage) => Promise<{ row: Row; key: string[] }[]>,
  { size = PAGE_SIZE, newestFirst = false } = {},
): AsyncGenerator<Row[]> {
  const key = sql<string[]>`array[${sql.join(
    order.map((column) => sql`${column}::text`),
    sql`, `,
  )}]`;
  const orderBy = order.map((column) => (newestFirst ? desc(column) : asc(column)));
  let last: string[] | undefined;
  for (;;) {
    const rows = await readPage({ after: last && after(order, last, newestFirst), key, orderBy, limit: size });
    if (rows.length > 0) yield rows.map((r) => r.row);
    if (rows.length < size) return;
    last = rows.at(-1)!.key;
  }
}

function after(order: AnyColumn[], last: string[], newestFirst: boolean) {
  const typed = order.map((column, i) => sql`${last[i]}::${sql.raw(column.getSQLType())}`);
  return and(
    newestFirst ? lte(order[0]!, typed[0]) : gte(order[0]!, typed[0]),
    sql`(${sql.join(order, sql`, `)}) ${sql.raw(newestFirst ? '<' : '>')} (${sql.join(typed, sql`, `)})`,
  );
}
