import { readFileSync } from 'node:fs';
import { getTableName, is } from 'drizzle-orm';
import { getViewConfig, isPgView, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './index';

// docs/architecture.md's "Who owns which table" is the map a newcomer reads before touching a
// table: this keeps it in step with the schema, in both directions.
const ARCHITECTURE = new URL('../../../../docs/architecture.md', import.meta.url);

const tables: string[] = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table));
const views: string[] = Object.values(schema)
  .filter((value) => isPgView(value))
  .map((view) => getViewConfig(view).name);

/** Each owner row's table names: the backquoted snake_case words of its second cell. */
function ownerRows(markdown: string): { owner: string; names: string[] }[] {
  const section = markdown.split('## Who owns which table')[1]?.split('\n## ')[0];
  if (!section) throw new Error('docs/architecture.md has no "## Who owns which table" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [, owner = '', cell = ''] = line.split('|');
      const names = [...cell.matchAll(/`([a-z][a-z0-9_]*)`/g)].map((match) => match[1] ?? '');
      return { owner: owner.trim(), names };
    });
}

describe("docs/architecture.md's owner table", () => {
  const rows = ownerRows(readFileSync(ARCHITECTURE, 'utf8'));
  const named = rows.flatMap((row) => row.names.map((name) => ({ name, owner: row.owner })));

  it('reads the schema (a wrong import would make every check pass)', () => {
    expect(tables.length).toBeGreaterThan(40);
    expect(tables).toContain('growth_measurements');
  });

  it('names an owner for every table in src/server/db/schema', () => {
    const owned = new Set(named.map((entry) => entry.name));
    expect(tables.filter((table) => !owned.has(table))).toEqual([]);
  });

  it('gives each table one owner', () => {
    const owners = new Map<string, string[]>();
    for (const { name, owner } of named) owners.set(name, [...(owners.get(name) ?? []), owner]);
    expect([...owners].filter(([, list]) => list.length > 1)).toEqual([]);
  });

  it('names no table or view the schema no longer has', () => {
    const known = new Set([...tables, ...views]);
    expect(named.filter((entry) => !known.has(entry.name))).toEqual([]);
  });
});
