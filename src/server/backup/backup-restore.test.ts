import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MILESTONE_BANDS } from '../../domain/development/milestones';
import { addDays } from '../../domain/reminders/zoned-time';
import { createApp } from '../app';
import { createAuth } from '../auth/auth';
import type { Database } from '../db/client';
import { silentLogger } from '../platform/log';
import { createDiskStorage } from '../platform/storage/disk-storage';
import { createTestContext, TestClient, type TestContext } from '../test/harness';
import { PNG_1PX } from '../test/images';
import { joinFamily, setUpFixtures } from '../test/route-table';
import { openTestDatabase } from '../test/test-database';
import { okJson } from '../test/typed-client';
import { verifyArchive } from './backup-archive';
import { migrationJournal, schemaVersion } from './database-tables';
import { migrateTo, RestoreRefusedError, restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

/** Every row of every table, as text, table by table: two databases with equal maps hold the same data. */
async function everyRow(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    const all: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(`select t::text as row from "${name}" t order by 1`);
      all[name] = rows.map((r) => r.row);
    }
    return all;
  } finally {
    await client.end();
  }
}

function filesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = fs.readFileSync(file).toString('base64');
  }
  return files;
}

/** Her export as made at `at`: it names the time it was made, the one thing a restore may not keep. */
async function exportAt(client: TestClient, at: Date, cookie?: string): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  try {
    return await (await client.request('GET', '/api/account/export', undefined, cookie ? { cookie } : {})).text();
  } finally {
    vi.useRealTimers();
  }
}

describe('a backup restored into an empty database', () => {
  let ctx: TestContext;
  let restored: Database;
  let restoredApp: { client: () => TestClient };
  let work: string;
  let email: string;
  let reportPath: string;
  let invitationToken: string;
  let exportBefore: string;
  let exportedAt: Date;
  let sessionCookie: string;
  let rowsBefore: Record<string, string[]>;
  let backupFile: string;
  const restoredMedia = () => path.join(work, 'media');

  beforeAll(async () => {
    ctx = await createTestContext();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-backup-test-'));
    const { callers, fixtures } = await setUpFixtures(ctx);
    const { api } = callers.motherA;
    ({ email } = (await okJson(api.me.$get())).user);
    invitationToken = fixtures.a.invitationToken;
    // What setUpFixtures leaves out: a post with a photo, a milestone, a report of a post, an
    // admin's block (audited), a second member who is a Responsável, and a shared report's link.
    const form = new FormData();
    form.append('file', new Blob([PNG_1PX as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'foto.png');
    form.append('index', '1');
    const uploaded = await callers.motherA.request('POST', '/api/community/media', form);
    const { media } = (await uploaded.json()) as { media: { url: string; type: 'image' | 'video' } };
    await okJson(api.community.posts.$post({ json: { content: 'Com foto', media: [media] } as never }));
    await okJson(
      api.development.marks[':milestoneId'].$put({
        param: { milestoneId: MILESTONE_BANDS[0]!.milestones[0]!.id },
        json: { babyId: fixtures.a.babyId, mark: 'sim', markedOn: '2026-02-01' },
      }),
    );
    await okJson(
      callers.motherB.api.community.posts[':id'].reports.$post({
        param: { id: fixtures.a.postId },
        json: { reason: 'Spam ou propaganda' },
      }),
    );
    await okJson(
      callers.admin.api.admin.users[':id'].block.$put({ param: { id: fixtures.b.id }, json: { reason: 'Teste' } }),
    );
    const second = ctx.client();
    await second.signUp({ name: 'Dora Responsável' });
    await joinFamily(callers.motherA, second, fixtures.a.babyId, 'responsavel');
    const today = new Date().toISOString().slice(0, 10);
    ({ path: reportPath } = await okJson(
      api.reports.links.$post({
        json: { babyId: fixtures.a.babyId, from: addDays(today, -60), to: today, tz: 'UTC' },
      }),
    ));

    exportedAt = new Date();
    exportBefore = await exportAt(callers.motherA, exportedAt);
    sessionCookie = callers.motherA.cookieHeader();
    rowsBefore = await everyRow(ctx.deps.database.url);

    const backup = await takeBackup({
      url: ctx.deps.database.url,
      dir: path.join(work, 'backups'),
      reason: 'manual',
      mediaDir: ctx.mediaDir,
      withMedia: true,
    });
    backupFile = backup.file;

    restored = await openTestDatabase({ migrate: false });
    const summary = await restoreBackup({ file: backupFile, url: restored.url, mediaDir: restoredMedia() });
    expect(summary.accounts).toBe(rowsBefore.users!.length);
    expect(summary.families).toBe(rowsBefore.babies!.length);

    const auth = createAuth({
      db: restored.db,
      logger: silentLogger,
      mailer: ctx.deps.mailer,
      webhooks: ctx.deps.webhooks,
      secret: ctx.deps.secret,
      appUrl: ctx.deps.config.APP_URL,
      rateLimitMax: ctx.deps.config.AUTH_RATE_LIMIT_MAX,
      tokenRateLimitMax: ctx.deps.config.TOKEN_RATE_LIMIT_MAX,
    });
    const app = createApp(
      { ...ctx.deps, database: restored, auth, storage: createDiskStorage(restoredMedia()) },
      { serveStatic: false },
    );
    restoredApp = { client: () => new TestClient(app) };
  });

  afterAll(async () => {
    await restored?.close();
    await ctx?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('holds every row of every table, and the media files', async () => {
    const header = await verifyArchive(backupFile);
    expect(header.tables.reduce((sum, t) => sum + t.rows, 0)).toBeGreaterThan(100);
    expect(header.media.length).toBeGreaterThan(0);
    expect(await everyRow(restored.url)).toEqual(rowsBefore);
    expect(filesUnder(restoredMedia())).toEqual(filesUnder(ctx.mediaDir));
  });

  it('lets a mother sign in with her password and gives her the same export, byte for byte', async () => {
    // Her session came back too: the export through it lists the same one session it did before.
    const sameSession = restoredApp.client();
    expect(await exportAt(sameSession, exportedAt, sessionCookie)).toBe(exportBefore);
    const mother = restoredApp.client();
    expect((await mother.signIn(email, 'segredo1')).status).toBe(200);
    expect((await mother.request('GET', '/api/me')).status).toBe(200);
  });

  it('keeps share links and invitations working', async () => {
    const doctor = restoredApp.client();
    const shared = await doctor.request('GET', reportPath);
    expect(shared.status).toBe(200);
    expect(await shared.text()).toContain('Bebê');
    const newcomer = restoredApp.client();
    await newcomer.signUp({ name: 'Eva Avó' });
    const accepted = await newcomer.request('POST', `/api/family/invitations/by-token/${invitationToken}/accept`, {});
    expect(accepted.status).toBe(200);
  });

  it('refuses a database that holds accounts, unless forced', async () => {
    await expect(restoreBackup({ file: backupFile, url: restored.url, mediaDir: null })).rejects.toThrow(
      RestoreRefusedError,
    );
    const again = await restoreBackup({ file: backupFile, url: restored.url, mediaDir: null, force: true });
    expect(again.accounts).toBe(rowsBefore.users!.length);
  });
});

describe('a backup of an older schema', () => {
  it('restores at its own schema, then migrates to the current one', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-old-backup-'));
    const old = await openTestDatabase({ migrate: false });
    const target = await openTestDatabase({ migrate: false });
    const client = new pg.Client({ connectionString: old.url });
    try {
      await client.connect();
      const journal = migrationJournal();
      const before = journal.find((entry) => entry.tag === '0020_community_safety_flags')!;
      await migrateTo(client, before.when);
      await client.query(
        `insert into users (id, name, email, email_verified, created_at, updated_at)
         values ('old-user', 'Mãe de antes', 'antes@example.com', true, now(), now())`,
      );
      const backup = await takeBackup({ url: old.url, dir: work, reason: 'manual', mediaDir: null });
      expect(backup.header.schema.lastMigration).toBe('0020_community_safety_flags');
      expect(backup.header.tables.map((t) => t.name)).not.toContain('backup_runs');

      const summary = await restoreBackup({ file: backup.file, url: target.url, mediaDir: null });
      expect(summary.accounts).toBe(1);
      const check = new pg.Client({ connectionString: target.url });
      await check.connect();
      try {
        expect((await schemaVersion(check)).lastMigration).toBe(journal.at(-1)!.tag);
        const { rows } = await check.query('select email from users');
        expect(rows).toEqual([{ email: 'antes@example.com' }]);
      } finally {
        await check.end();
      }
    } finally {
      await client.end();
      await old.close();
      await target.close();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
