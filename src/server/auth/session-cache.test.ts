import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, userRoles } from '../db/schema';
import { signedUpMother } from '../test/factories';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/harness';
import { okJson, typedClient } from '../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The typed API over exactly this cookie header: an old copy of a cookie the client has since dropped. */
const apiWith = (cookie: string) =>
  typedClient(async (method, path, body, headers) =>
    ctx.app.request(`${TEST_ORIGIN}${path}`, { method, headers: { ...headers, cookie }, body: body as BodyInit }),
  );
const meWith = (cookie: string) => apiWith(cookie).me.$get();

/** Signed in and read once, so the session is in this process's cache. */
async function cachedMother() {
  const email = `ana.${crypto.randomUUID()}@example.com`;
  const { client, userId } = await signedUpMother(ctx, { email });
  return { client, userId, email, cookie: client.cookieHeader() };
}

/** Runs `work` while the session table announces nothing, as if the change notices were lost. */
async function withoutSessionNotices(work: () => Promise<void>) {
  await ctx.db.execute(sql`alter table sessions disable trigger sessions_notify_changed`);
  try {
    await work();
  } finally {
    await ctx.db.execute(sql`alter table sessions enable trigger sessions_notify_changed`);
  }
}

describe('the session cache', () => {
  it('answers a cached session without reading the session from the database', async () => {
    const ana = await cachedMother();
    await withoutSessionNotices(async () => {
      await ctx.db.delete(sessions).where(eq(sessions.userId, ana.userId));
      // Only the cache can still know this session: nothing in the database says it exists.
      expect((await meWith(ana.cookie)).status).toBe(200);
    });
  });

  it('refuses a cached session whose cookie signature was tampered with', async () => {
    const ana = await cachedMother();
    const [name, value] = ana.cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0]!;
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await meWith(forged)).status).toBe(401);
    expect((await meWith(`${name}=${token}`)).status).toBe(401);
    expect((await meWith(ana.cookie)).status).toBe(200);
  });

  it('ends a cached session at sign-out, for the very next request with a copy of the cookie', async () => {
    const ana = await cachedMother();
    expect((await ana.client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await meWith(ana.cookie)).status).toBe(401);
  });

  it('ends every cached session of hers when she changes her password, and keeps her signed in here', async () => {
    const ana = await cachedMother();
    const otherPhone = ctx.client();
    expect((await otherPhone.signIn(ana.email, 'segredo1')).status).toBe(200);
    expect((await otherPhone.api.me.$get()).status).toBe(200);

    const changed = await ana.client.post('/api/auth/change-password', {
      currentPassword: 'segredo1',
      newPassword: 'novinha1',
    });
    expect(changed.status).toBe(200);
    expect((await otherPhone.api.me.$get()).status).toBe(401);
    expect((await meWith(ana.cookie)).status).toBe(401);
    expect((await ana.client.api.me.$get()).status).toBe(200);
  });

  it('ends every cached session of hers when she sets a new password from the mailed link', async () => {
    const ana = await cachedMother();
    await ana.client.post('/api/auth/request-password-reset', { email: ana.email });
    await ctx.background.drain();
    const message = ctx.mail.filter((m) => m.to === ana.email).at(-1)!;
    const token = decodeURIComponent(/token=(\S+)/.exec(message.text)![1]!);
    expect((await ctx.client().post('/api/auth/reset-password', { token, newPassword: 'novinha1' })).status).toBe(200);
    expect((await meWith(ana.cookie)).status).toBe(401);
  });

  it('ends a cached session when she deletes her account', async () => {
    const ana = await cachedMother();
    const deleted = await ana.client.api.account.$delete({ json: { confirmation: 'EXCLUIR' } });
    expect(deleted.status).toBe(200);
    expect((await meWith(ana.cookie)).status).toBe(401);
  });

  it('ends her cached sessions when an admin sets her a new password or deletes her', async () => {
    const admin = await signedUpMother(ctx);
    await ctx.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    const ana = await cachedMother();
    const reset = await admin.api.admin.users[':id'].password.$post({
      param: { id: ana.userId },
      json: { newPassword: 'novinha1' },
    });
    expect(reset.status).toBe(200);
    expect((await meWith(ana.cookie)).status).toBe(401);

    const bia = await cachedMother();
    expect((await admin.api.admin.users[':id'].$delete({ param: { id: bia.userId } })).status).toBe(200);
    expect((await meWith(bia.cookie)).status).toBe(401);
  });

  it('hears a session ended or a role given outside the app, through the database', async () => {
    const ana = await cachedMother();
    await ctx.db.insert(userRoles).values({ userId: ana.userId, role: 'admin' });
    await expect.poll(async () => (await okJson(meWith(ana.cookie))).isAdmin).toBe(true);
    await ctx.db.delete(userRoles).where(eq(userRoles.userId, ana.userId));
    await expect.poll(async () => (await okJson(meWith(ana.cookie))).isAdmin).toBe(false);

    await ctx.db.delete(sessions).where(eq(sessions.userId, ana.userId));
    await expect.poll(async () => (await meWith(ana.cookie)).status).toBe(401);
  });
});

describe('renewal and expiry of a cached session', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const DAY_MS = 24 * 60 * 60 * 1000;
  const expiryOf = async (userId: string) =>
    (await ctx.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId)))[0]
      ?.expiresAt;

  it('lets better-auth renew a session a day old, with a fresh cookie, as without the cache', async () => {
    const ana = await cachedMother();
    const before = (await expiryOf(ana.userId))!;

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * DAY_MS });
    const renewed = await ana.client.api.me.$get();
    expect(renewed.status).toBe(200);
    expect(renewed.headers.getSetCookie().some((c) => c.startsWith('lumma.session_token='))).toBe(true);
    expect((await expiryOf(ana.userId))!.getTime()).toBeGreaterThan(before.getTime() + DAY_MS);

    const next = await ana.client.api.me.$get();
    expect(next.status).toBe(200);
    expect(next.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a session past its expiry, and better-auth deletes it', async () => {
    const ana = await cachedMother();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * DAY_MS });
    expect((await ana.client.api.me.$get()).status).toBe(401);
    expect(await expiryOf(ana.userId)).toBeUndefined();
  });
});
