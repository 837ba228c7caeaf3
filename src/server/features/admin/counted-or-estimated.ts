import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Up to this many rows a back-office figure is counted exactly (an index or a small table reads
 * that in a few tens of milliseconds); above it the figure is PostgreSQL's own estimate, which the
 * screen marks with "≈" (issue #41: at a million babies an exact count(*) of the care events
 * alone takes seconds). Decision 041.
 */
export const EXACT_COUNT_UP_TO = 100_000;

export interface Figure {
  value: number;
  estimated: boolean;
}

interface PlanRow extends Record<string, unknown> {
  'QUERY PLAN': unknown;
}

/** Rows of one table, with an optional condition: `{ table: 'profiles', where: sql\`plan_id is not null\` }`. */
export interface Rows {
  table: string;
  where?: SQL;
}

const fromRows = ({ table, where }: Rows): SQL =>
  where ? sql`${sql.identifier(table)} where ${where}` : sql`${sql.identifier(table)}`;

/**
 * The table's live rows as the statistics keep them: n_live_tup, which every insert and delete
 * moves; reltuples (the last VACUUM or ANALYZE) when the statistics were reset; 0 for a table
 * never analyzed (reltuples -1), which a new install counts exactly. Not the planner's own total:
 * it scales reltuples by the table's pages, and a table full of dead rows (the babies of the scale
 * bench after three planner passes, before autovacuum) came out at 3.7 times its size.
 */
async function liveRows(db: Db, table: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select coalesce(nullif(s.n_live_tup, 0), greatest(c.reltuples, 0))::float8 as n
    from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
    where c.oid = ${table}::regclass`);
  return Number(result.rows[0]!.n);
}

/** How many rows the planner expects `select 1 from <rows>` to return. */
async function plannedRows(db: Db, rows: SQL): Promise<number> {
  const result = await db.execute<PlanRow>(sql`explain (format json) select 1 from ${rows}`);
  const raw = result.rows[0]!['QUERY PLAN'];
  // node-postgres parses json columns, PGlite may hand them over as text.
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return plan[0].Plan['Plan Rows'];
}

/**
 * The estimate: the table's live rows times the share the planner expects the condition to keep
 * (ANALYZE's histogram of the column, e.g. of last_activity for a window of days).
 */
async function estimatedRows(db: Db, rows: Rows): Promise<number> {
  if (!rows.where) return liveRows(db, rows.table);
  const [live, kept, all] = await Promise.all([
    liveRows(db, rows.table),
    plannedRows(db, fromRows(rows)),
    plannedRows(db, fromRows({ table: rows.table })),
  ]);
  return all > 0 ? live * Math.min(1, kept / all) : 0;
}

export async function countedOrEstimated(db: Db, rows: Rows, exactUpTo = EXACT_COUNT_UP_TO): Promise<Figure> {
  const estimate = await estimatedRows(db, rows);
  if (estimate > exactUpTo) return { value: Math.round(estimate), estimated: true };
  const counted = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${fromRows(rows)}`);
  return { value: counted.rows[0]!.n, estimated: false };
}

/** Several figures side by side: each one's number, and the names of those that are estimates. */
export async function figures<Name extends string>(
  db: Db,
  queries: Record<Name, Rows>,
  exactUpTo = EXACT_COUNT_UP_TO,
): Promise<{ counts: Record<Name, number>; estimated: Name[] }> {
  const names = Object.keys(queries) as Name[];
  const results = await Promise.all(names.map((name) => countedOrEstimated(db, queries[name], exactUpTo)));
  const counts = {} as Record<Name, number>;
  const estimated: Name[] = [];
  names.forEach((name, i) => {
    counts[name] = results[i]!.value;
    if (results[i]!.estimated) estimated.push(name);
  });
  return { counts, estimated };
}
