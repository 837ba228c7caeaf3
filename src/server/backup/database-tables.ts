import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { migrationsFolder } from '../db/client';

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables, parents before the tables whose foreign keys point at them. */
export async function tablesInRestoreOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const parents = new Map(tables.map(({ name }) => [name, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.find(
      ({ name }) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent)),
    );
    if (!ready) throw new Error('the foreign keys of the public tables form a cycle');
    ordered.push(ready.name);
    placed.add(ready.name);
  }
  return ordered;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function migrationJournal(folder = migrationsFolder): JournalEntry[] {
  return (
    JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }
  ).entries;
}

/** The migrations applied to the database, as drizzle records them; zero on a bare one. */
export async function schemaVersion(client: pg.ClientBase) {
  const { rows } = await client.query<{ exists: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!rows[0]!.exists) return { migrations: 0, lastMigration: '', lastMigrationAt: 0 };
  const { rows: applied } = await client.query<{ count: string; last: string | null }>(
    'select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations',
  );
  const lastMigrationAt = Number(applied[0]!.last ?? 0);
  return {
    migrations: Number(applied[0]!.count),
    lastMigration: migrationJournal().find((entry) => entry.when === lastMigrationAt)?.tag ?? 'unknown',
    lastMigrationAt,
  };
}
