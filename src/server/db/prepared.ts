import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import type { Db } from './client';

/**
 * Prepared statements for the hot reads, which must each serve at least half the requests per
 * second of /api/health. A statement prepared under a name
 * is built by drizzle once instead of on every request, and PostgreSQL parses and plans it once
 * per connection; for the feed page, planning cost more than running it. `make(db)` runs once per
 * database handle, since a prepared statement belongs to the handle's pool. Values go in as
 * `sql.placeholder(name)` and are given to `execute({ name: value })`. A statement's name is shared
 * by the whole app on a connection: each name must be used for one SQL text only.
 */
export function oncePerDb<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

const dialect = new PgDialect();

/** A raw SQL read prepared under `name`: `execute` answers as `db.execute(query)` would. */
export function prepareSql<Row extends Record<string, unknown>>(db: Db, name: string, query: SQL) {
  return db._.session.prepareQuery<{ execute: QueryResult<Row>; all: unknown; values: unknown }>(
    dialect.sqlToQuery(query),
    undefined,
    name,
    false,
  );
}
