import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { InferResponseType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { babies, mediaFiles, profiles } from '../../db/schema';
import { type Logger, silentLogger } from '../../platform/log';
import { createDiskStorage } from '../../platform/storage/disk-storage';
import { type Mother, registeredBaby, signedUpMother } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { jpegLike, PNG_1PX, videoLike } from '../../test/images';
import { openTestDatabase } from '../../test/test-database';
import type { MediaDeps } from './media.service';
import { moveLegacyMedia, sweepMedia } from './media-maintenance';

const HOUR = 60 * 60 * 1000;

let ctx: TestContext;
let deps: MediaDeps;
beforeAll(async () => {
  ctx = await createTestContext();
  deps = { db: ctx.db, storage: ctx.storage, logger: silentLogger };
});
afterAll(() => ctx.close());

const mother = () => signedUpMother(ctx);

/**
 * A file goes up multipart, as the browser sends it (`TestClient.upload`), and its answer is typed
 * by the route that takes it, named by `route`.
 */
async function uploaded<R extends (...args: never[]) => unknown>(_route: R, upload: Promise<Response>) {
  const response = await upload;
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as InferResponseType<R, SuccessStatusCode>;
}

const upload = async ({ client, api }: Mother) =>
  (await uploaded(api.community.media.$post, client.upload('/api/community/media', PNG_1PX, 'foto.png', 'image/png')))
    .media;
const babyPhoto = async ({ client, api }: Mother, babyId: string) =>
  (await uploaded(api.babies[':id'].photo.$post, client.upload(`/api/babies/${babyId}/photo`, jpegLike()))).baby
    .photoUrl!;
const stored = async (ownerId: string, url: string) =>
  (await ctx.storage.size(`${ownerId}/${url.slice('/media/'.length)}`)) !== null;

describe('the sweep of unused uploads', () => {
  it('deletes an upload never attached to a post 24 hours after it came, and nothing else', async () => {
    const ana = await mother();
    const attached = await upload(ana);
    await ana.api.community.posts.$post({ json: { content: 'Com foto', media: [attached] } });
    const forgotten = await upload(ana);
    const baby = await registeredBaby(ana, { name: 'Lia', birthDate: '2026-01-10' });
    const photo = await babyPhoto(ana, baby.id);

    // The clock is the sweep's argument, counted from the time the database gave the upload (not
    // this process's clock, which a clock sweep moves alone): a day less a minute later, everything stays.
    const [{ createdAt: came }] = (await ctx.db
      .select({ createdAt: mediaFiles.createdAt })
      .from(mediaFiles)
      .where(eq(mediaFiles.name, forgotten.url.slice('/media/'.length)))) as [{ createdAt: Date }];
    expect(await sweepMedia(deps, new Date(came.getTime() + 24 * HOUR - 60_000))).toEqual([]);
    expect((await ana.client.get(forgotten.url)).status).toBe(200);

    const removed = await sweepMedia(deps, new Date(came.getTime() + 24 * HOUR + 60_000));
    expect(removed).toEqual([forgotten.url.slice('/media/'.length)]);
    expect(await stored(ana.userId, forgotten.url)).toBe(false);
    expect((await ana.client.get(forgotten.url)).status).toBe(404);
    expect(await stored(ana.userId, attached.url)).toBe(true);
    expect((await ana.client.get(attached.url)).status).toBe(200);
    expect((await ana.client.get(photo)).status).toBe(200);

    // A file swept away cannot be attached later.
    const late = await ana.api.community.posts.$post({ json: { content: 'Atrasada', media: [forgotten] } });
    expect(late.status).toBe(400);
  });

  it('deletes a baby photo whose baby is gone', async () => {
    const ana = await mother();
    const baby = await registeredBaby(ana, { name: 'Téo', birthDate: '2026-01-10' });
    const photo = await babyPhoto(ana, baby.id);
    await ctx.db.delete(babies).where(eq(babies.id, baby.id));
    expect(await sweepMedia(deps, new Date())).toContain(photo.slice('/media/'.length));
    expect(await stored(ana.userId, photo)).toBe(false);
  });

  it('gives each file to one of several sweeps running at once', async () => {
    const ana = await mother();
    const old = new Date(Date.now() - 2 * 24 * HOUR);
    const names = Array.from({ length: 450 }, () => `${crypto.randomBytes(16).toString('base64url')}.png`);
    await ctx.db.insert(mediaFiles).values(
      names.map((name) => ({
        name,
        ownerId: ana.userId,
        kind: 'community' as const,
        sizeBytes: PNG_1PX.byteLength,
        createdAt: old,
      })),
    );
    for (const name of names) await ctx.storage.put(`${ana.userId}/${name}`, PNG_1PX, 'image/png');

    const sweeps = await Promise.all([
      sweepMedia(deps, new Date()),
      sweepMedia(deps, new Date()),
      sweepMedia(deps, new Date()),
    ]);
    const all = sweeps.flat();
    expect(all.length).toBe(new Set(all).size);
    expect(all.sort()).toEqual([...names].sort());
    expect(fs.readdirSync(path.join(ctx.mediaDir, ana.userId))).toEqual([]);
  });
});

describe('files renamed by migration 0011', () => {
  it('are served from their old key until the start-up step moves them, then from the new one', async () => {
    const ana = await mother();
    const legacyKey = `${ana.userId}/avatar-1700000000000.png`;
    const name = `${'ab12'.repeat(16)}.png`;
    await ctx.storage.put(legacyKey, PNG_1PX, 'image/png');
    await ctx.db.insert(mediaFiles).values({ name, ownerId: ana.userId, kind: 'avatar', sizeBytes: 0, legacyKey });
    await ctx.db
      .update(profiles)
      .set({ avatarUrl: `/media/${name}` })
      .where(eq(profiles.id, ana.userId));

    const before = await ana.client.get(`/media/${name}`);
    expect([before.status, new Uint8Array(await before.arrayBuffer())]).toEqual([200, PNG_1PX]);
    expect((await ana.client.get(`/media/${legacyKey}`)).status).toBe(404);

    // Two processes starting together both run the step: the file ends at its new key once.
    const counts = await Promise.all([moveLegacyMedia(deps), moveLegacyMedia(deps)]);
    expect(counts.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
    expect(await ctx.storage.size(legacyKey)).toBeNull();
    expect(await ctx.storage.size(`${ana.userId}/${name}`)).toBe(PNG_1PX.byteLength);
    const [row] = await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.name, name));
    expect(row).toMatchObject({ legacyKey: null, sizeBytes: PNG_1PX.byteLength });
    const after = await ana.client.get(`/media/${name}`);
    expect([after.status, new Uint8Array(await after.arrayBuffer())]).toEqual([200, PNG_1PX]);
    expect(await moveLegacyMedia(deps)).toBe(0);
  });

  it('are given random names, their references rewritten, and moved by the start-up step', async () => {
    const database = await openTestDatabase({ migrate: false });
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-legacy-'));
    try {
      // The database as it was before 0011, with files named the old way.
      const migrations = fileURLToPath(new URL('../../db/migrations', import.meta.url));
      const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
        entries: { tag: string }[];
      };
      const cut = journal.entries.findIndex((e) => e.tag === '0011_private_media');
      const before = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-migrations-'));
      fs.mkdirSync(path.join(before, 'meta'));
      fs.writeFileSync(
        path.join(before, 'meta/_journal.json'),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }),
      );
      for (const { tag } of journal.entries.slice(0, cut))
        fs.copyFileSync(path.join(migrations, `${tag}.sql`), path.join(before, `${tag}.sql`));
      await migratePg(database.db, { migrationsFolder: before });
      fs.rmSync(before, { recursive: true, force: true });

      const db = database.db;
      const ana = 'anaLegacy01';
      const bia = 'biaLegacy02';
      const babyId = crypto.randomUUID();
      const [visible, deleted, biaPost] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      const old = (name: string) => `/media/${ana}/${name}`;
      await db.execute(
        sql`insert into users (id, name, email) values (${ana}, 'Ana', 'ana@example.com'), (${bia}, 'Bia', 'bia@example.com')`,
      );
      await db.execute(sql`insert into profiles (id, full_name, email, avatar_url, chat_background_url) values
        (${ana}, 'Ana', 'ana@example.com', ${old('avatar-1700000000000.jpg')}, ${old('chat-bg-1700000000001.png')}),
        (${bia}, 'Bia', 'bia@example.com', ${old('avatar-1700000000000.jpg')}, null)`);
      await db.execute(
        sql`insert into babies (id, user_id, name, birth_date, photo_url) values (${babyId}, ${ana}, 'Lia', '2026-01-10', ${old('baby-1700000000002.jpg')})`,
      );
      await db.execute(sql`insert into community_posts (id, user_id, content, category, media_urls, media_types, created_at, deleted_at) values
        (${visible}, ${ana}, 'Passeio', 'Geral', array[${old('1700000000003-0.jpg')}, ${old('1700000000003-1.mp4')}]::text[], array['image', 'video']::text[], now(), null),
        (${deleted}, ${ana}, 'Apagado', 'Geral', array[${old('1700000000004-0.png')}]::text[], array['image']::text[], now() - interval '2 days', now()),
        (${biaPost}, ${bia}, 'Foto alheia', 'Geral', array[${old('1700000000003-0.jpg')}]::text[], array['image']::text[], now(), null)`);
      const storage = createDiskStorage(mediaDir);
      const legacyFiles: Record<string, Uint8Array> = {
        'avatar-1700000000000.jpg': jpegLike(),
        'baby-1700000000002.jpg': jpegLike(2048),
        '1700000000003-0.jpg': jpegLike(512),
        '1700000000003-1.mp4': videoLike(),
        '1700000000004-0.png': PNG_1PX,
        // The chat background's file was lost before: its row is kept, with nothing to move.
      };
      for (const [name, bytes] of Object.entries(legacyFiles))
        await storage.put(`${ana}/${name}`, bytes, 'application/octet-stream');

      await database.migrate();

      const NEW_URL = /^\/media\/[0-9a-f]{64}\.(jpg|png|mp4)$/;
      const profileRows = (
        await db.execute<{ id: string; avatar_url: string | null; chat_background_url: string | null }>(
          sql`select id, avatar_url, chat_background_url from profiles order by id`,
        )
      ).rows;
      expect(profileRows[0]!.avatar_url).toMatch(NEW_URL);
      expect(profileRows[0]!.chat_background_url).toMatch(NEW_URL);
      // Bia's avatar pointed at Ana's file: no file of hers, so no photo.
      expect(profileRows[1]!.avatar_url).toBeNull();
      const babyRow = (await db.execute<{ photo_url: string }>(sql`select photo_url from babies`)).rows[0]!;
      expect(babyRow.photo_url).toMatch(NEW_URL);
      const posts = new Map(
        (
          await db.execute<{ id: string; media_urls: string[] }>(sql`select id, media_urls from community_posts`)
        ).rows.map((r) => [r.id, r.media_urls]),
      );
      expect(posts.get(visible)).toEqual([expect.stringMatching(/\.jpg$/), expect.stringMatching(/\.mp4$/)]);
      expect(posts.get(visible)!.every((url) => NEW_URL.test(url))).toBe(true);
      expect(posts.get(biaPost)).toEqual([old('1700000000003-0.jpg')]);

      const rows = (
        await db.execute<{ name: string; owner_id: string; kind: string; post_id: string | null; legacy_key: string }>(
          sql`select name, owner_id, kind, post_id, legacy_key from media_files`,
        )
      ).rows;
      expect(rows).toHaveLength(6);
      expect(rows.every((r) => r.owner_id === ana && r.legacy_key.startsWith(`${ana}/`))).toBe(true);
      expect(rows.find((r) => r.legacy_key.endsWith('1700000000004-0.png'))!.post_id).toBeNull();
      expect(rows.filter((r) => r.post_id === visible)).toHaveLength(2);

      const warnings: string[] = [];
      const logger: Logger = { ...silentLogger, warn: (msg) => void warnings.push(msg) };
      expect(await moveLegacyMedia({ db, storage, logger })).toBe(5);
      expect(warnings).toEqual(['media file missing from storage']);
      expect(fs.readdirSync(path.join(mediaDir, ana)).sort()).toEqual(
        rows
          .filter((r) => !r.legacy_key.includes('chat-bg'))
          .map((r) => r.name)
          .sort(),
      );
      const sizes = (
        await db.execute<{ legacy_key: string | null; size_bytes: string | number }>(
          sql`select legacy_key, size_bytes from media_files`,
        )
      ).rows;
      expect(sizes.every((r) => r.legacy_key === null)).toBe(true);
      expect(sizes.map((r) => Number(r.size_bytes)).sort((a, b) => a - b)).toEqual(
        [0, ...Object.values(legacyFiles).map((b) => b.byteLength)].sort((a, b) => a - b),
      );
      expect(await moveLegacyMedia({ db, storage, logger })).toBe(0);

      // The deleted post's file goes with the next sweep.
      const removed = await sweepMedia({ db, storage, logger }, new Date());
      expect(removed).toEqual([rows.find((r) => r.legacy_key.endsWith('1700000000004-0.png'))!.name]);
      expect(fs.readdirSync(path.join(mediaDir, ana))).toHaveLength(4);
    } finally {
      await database.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});
