import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { Mother, PROCESS_TEST_TIMEOUT } from '../test/fault-support';
import { useServerProcesses } from '../test/process-scope';
import { stopServer } from '../test/server-process';
import { migrationsFolder } from './client';
import { accounts, users } from './schema';

const servers = useServerProcesses('lumma-import-');

/**
 * The migrations an install had when PGlite was its database (through 0012): its babies had no
 * family rows yet, which the import's own migration (0013) adds.
 */
function migrationsOfPgliteDays(dir: string) {
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 12);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** DATA_DIR of an install from before issue #20: its database in PGlite, at `db/`. */
async function pgliteInstall(dataDir: string) {
  const client = new PGlite(path.join(dataDir, 'db'));
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsOfPgliteDays(path.join(dataDir, '..', 'old-migrations')) });
  const userId = 'userFromPglite01';
  await db.insert(users).values({ id: userId, name: 'Ana', email: 'ana@example.com', phone: '+55 (11) 98765-4321' });
  await db.insert(accounts).values({
    id: 'accountFromPglite01',
    accountId: userId,
    providerId: 'credential',
    userId,
    password: await hashPassword('segredo1'),
  });
  // The profiles table as it was then: the columns later migrations added are not there yet.
  await db.execute(sql`insert into profiles (id, full_name, email) values (${userId}, 'Ana Souza', 'ana@example.com')`);
  // The babies table as it was then, with its booklet lists as arrays.
  const {
    rows: [baby],
  } = await db.execute<{ id: string }>(sql`
    insert into babies (user_id, name, birth_date, weight, allergies)
    values (${userId}, 'Lia', '2026-03-01', 6.25, '{"Leite de vaca","Ovo"}'::text[]) returning id`);
  // More rows than one batch of the copy; the agenda's table as it was then, without the details.
  await db.execute(sql`
    insert into appointments (user_id, baby_id, type, appointment_date, description)
    select ${userId}, ${baby!.id}::uuid, 'fralda', '2026-11-01T03:00:00.000Z'::timestamptz + i * interval '1 second',
      case when i = 0 then 'Primeira "troca" do dia' end
    from generate_series(0, 1199) i`);
  await client.close();
}

describe('an install that kept its data in PGlite', () => {
  it(
    'is copied to the embedded PostgreSQL on the first start, once',
    async () => {
      const dataDir = path.join(servers.tempDir(), 'data');
      fs.mkdirSync(dataDir);
      await pgliteInstall(dataDir);

      const first = await servers.start({ DATA_DIR: dataDir, LOG_REQUESTS: 'false' });
      expect(first.output()).toContain('PGlite database copied');
      expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'db.pglite-imported', 'PG_VERSION'))).toBe(true);

      const ana = new Mother(first);
      const signIn = await ana.request('POST', '/api/auth/sign-in/email', {
        email: 'ana@example.com',
        password: 'segredo1',
      });
      expect(signIn.status).toBe(200);
      const me = (await (await ana.request('GET', '/api/me')).json()) as {
        profile: { fullName: string };
        baby: { name: string };
      };
      expect(me.profile.fullName).toBe('Ana Souza');
      expect(me.baby.name).toBe('Lia');
      const baby = (await (await ana.request('GET', '/api/babies')).json()) as {
        babies: { weight: number; allergies: string[] }[];
      };
      expect(baby.babies[0]).toMatchObject({ weight: 6.25, allergies: ['Leite de vaca', 'Ovo'] });
      expect((await ana.eventIdsOn('2026-11-01')).length).toBe(1_200);
      await stopServer(first);

      const second = await servers.start({ DATA_DIR: dataDir, LOG_REQUESTS: 'false' });
      expect(second.output()).not.toContain('PGlite');
      ana.server = second;
      expect((await ana.eventIdsOn('2026-11-01')).length).toBe(1_200);
    },
    PROCESS_TEST_TIMEOUT,
  );
});
