import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Fresh databases on the PostgreSQL server at `serverUrl` for tests that start app processes;
 * `dropAll` removes them, connections and all. With TEST_PGBOUNCER_URL (the PgBouncer run of
 * `npm test`, in transaction mode in front of that server) `appEnv` points the app at the
 * database through it, with DATABASE_DIRECT_URL beside it.
 */
export function postgresDatabases(serverUrl: string | undefined, prefix: string) {
  const names: string[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const pooler = process.env.TEST_PGBOUNCER_URL;
  const create = async (): Promise<string> => {
    const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
    await admin((client) => client.query(`create database ${name}`));
    names.push(name);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  return {
    create,
    /** A fresh database as the app's environment: DATABASE_URL, and DATABASE_DIRECT_URL behind PgBouncer. */
    async appEnv(): Promise<{ DATABASE_URL: string; DATABASE_DIRECT_URL?: string }> {
      const direct = await create();
      if (!pooler) return { DATABASE_URL: direct };
      const pooled = new URL(pooler);
      pooled.pathname = new URL(direct).pathname;
      return { DATABASE_URL: pooled.toString(), DATABASE_DIRECT_URL: direct };
    },
    async dropAll() {
      if (!serverUrl || names.length === 0) return;
      await admin(async (client) => {
        for (const name of names.splice(0)) await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
