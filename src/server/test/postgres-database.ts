import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Fresh databases on the PostgreSQL server at `serverUrl` for tests that start app processes;
 * `dropAll` removes them, connections and all.
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
  return {
    async create(): Promise<string> {
      const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
      await admin((client) => client.query(`create database ${name}`));
      names.push(name);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll() {
      if (!serverUrl || names.length === 0) return;
      await admin(async (client) => {
        for (const name of names.splice(0)) await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
