import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresDatabases } from '../test/postgres-database';
import { testServerUrl } from '../test/test-database';
import { type Database, DatabaseConfigError, openPostgres } from './client';

const poolerUrl = process.env.TEST_PGBOUNCER_URL;
if (!poolerUrl) console.warn('Skipping the PgBouncer tests: set TEST_PGBOUNCER_URL (npm test does, with PgBouncer).');

const databases = postgresDatabases(testServerUrl(), 'lumma_pooler');
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened.splice(0)) await database.close();
  await databases.dropAll();
});

const open = async (url: string, directUrl?: string, poolSize = 4) => {
  const database = await openPostgres(url, poolSize, directUrl);
  opened.push(database);
  return database;
};

/** `url`'s database through the pooler at TEST_PGBOUNCER_URL. */
const throughPooler = (url: string) => {
  const pooled = new URL(poolerUrl!);
  pooled.pathname = new URL(url).pathname;
  return pooled.toString();
};

/** A named read, as the hot reads are prepared (`.prepare(name)`), run 30 times, `atOnce` at a time. */
async function namedReads(database: Database, atOnce: number) {
  const read = database.db.select({ one: sql<number>`1` }).from(sql`(select 1) as probe`).prepare('pooler_probe');
  const outcomes: PromiseSettledResult<unknown>[] = [];
  for (let round = 0; round < 30 / atOnce; round++)
    outcomes.push(...(await Promise.allSettled(Array.from({ length: atOnce }, () => read.execute()))));
  return outcomes;
}

const rejected = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');

describe('DATABASE_DIRECT_URL', () => {
  it('refuses, in pt-BR, a direct URL that leads to another database than DATABASE_URL', async () => {
    const [a, b] = [await databases.create(), await databases.create()];
    const database = await open(a, b);
    const error = await database.migrate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseConfigError);
    expect(String(error)).toContain('DATABASE_URL e DATABASE_DIRECT_URL levam a bancos diferentes');
  });

  it('says which URL cannot be reached', async () => {
    const database = await open(await databases.create(), 'postgres://postgres@127.0.0.1:1/nenhum');
    await expect(database.migrate()).rejects.toThrow(/Não foi possível conectar a DATABASE_DIRECT_URL/);
  });
});

// PgBouncer in transaction mode hands each statement outside a transaction to any of its server
// connections; the test run's has server_round_robin on, so consecutive ones change connection.
describe.skipIf(!poolerUrl)('behind PgBouncer in transaction mode', () => {
  it('runs named reads through the pooler, which fail there with named statements', async () => {
    const direct = await databases.create();
    const pooled = await open(throughPooler(direct), direct);
    expect(pooled.url).toBe(direct);
    // Several server connections, so that one client's consecutive statements change connection.
    await Promise.all(Array.from({ length: 8 }, () => pooled.db.execute(sql`select pg_sleep(0.05)`)));
    expect(rejected(await namedReads(pooled, 10))).toEqual([]);
    expect(rejected(await namedReads(await open(throughPooler(direct), direct, 1), 1))).toEqual([]);

    // The same reads with today's one-URL set-up, one connection reading one after another: the
    // statement is prepared on one server connection and asked for on the next.
    const failures = rejected(await namedReads(await open(throughPooler(direct), undefined, 1), 1));
    expect(failures.length).toBeGreaterThan(0);
    expect(String(failures[0]!.reason.cause)).toMatch(/prepared statement "pooler_probe"/);
  });

  it('migrates from three processes at once on the direct connection, and leaves no advisory lock held', async () => {
    const direct = await databases.create();
    const handles = await Promise.all([1, 2, 3].map(() => open(throughPooler(direct), direct)));
    await Promise.all(handles.map((database) => database.migrate()));
    await expect(handles[0]!.db.execute(sql`select count(*) from drizzle.__drizzle_migrations`)).resolves.toBeTruthy();

    // A session lock taken through the pooler would stay on whichever server connection took it.
    const client = new pg.Client({ connectionString: direct });
    await client.connect();
    try {
      const { rows } = await client.query<{ held: string }>(
        `select count(*) as held from pg_locks
          where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(rows[0]!.held).toBe('0');
    } finally {
      await client.end();
    }
  });

  it('really goes through PgBouncer: its admin console lists the database', async () => {
    const direct = await databases.create();
    const pooled = await open(throughPooler(direct), direct);
    await pooled.db.execute(sql`select 1`);
    const console = new URL(poolerUrl!);
    console.pathname = '/pgbouncer';
    const admin = new pg.Client({ connectionString: console.toString() });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ database: string; pool_mode: string }>('show pools');
      const pool = rows.find((row) => row.database === new URL(direct).pathname.slice(1));
      expect(pool?.pool_mode).toBe('transaction');
    } finally {
      await admin.end();
    }
  });
});
