import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres } from '../db/client';
import { seedPlans } from '../db/seed/plans';
import { seedContent } from '../db/seed/seed-content';

/**
 * A migrated, empty database for one test file: a new database on the PostgreSQL server at
 * TEST_DATABASE_URL, else on the run's embedded server, dropped again by `close()`. `migrate: false`
 * leaves it bare, for a test that applies the migrations itself.
 */
export async function openTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<Database> {
  const serverUrl = testServerUrl();
  const name = `lumma_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  if (migrate) {
    await database.migrate();
    await seedContent(database.db);
    await seedPlans(database.db);
  }
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The PostgreSQL server tests make databases on: TEST_DATABASE_URL, else the run's embedded one. */
export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? inject('embeddedDatabaseUrl');
}
