import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../domain/errors';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { appointments, idempotencyKeys } from '../db/schema';
import { replyOf } from '../test/chat-reply';
import { motherWithBaby, signedUpMother } from '../test/factories';
import { createTestContext, errorOf, type TestContext } from '../test/harness';
import { okJson } from '../test/typed-client';
import { IDEMPOTENCY_KEEP_MS, idempotency, sweepIdempotencyKeys } from './idempotency';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const mother = () => motherWithBaby(ctx, { name: 'Theo', birthDate: '2026-06-01', gender: 'M' });

describe('a write sent with an Idempotency-Key', () => {
  it('sent 3 times at once stores one measurement and answers the same body to each', async () => {
    const { client } = await mother();
    const key = randomUUID();
    const send = () =>
      client.api.growth.measurements.$post(
        { json: { measuredOn: today(), weightKg: 7.2 } as never },
        { headers: { 'idempotency-key': key } },
      );
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    const { measurements } = await okJson(client.api.growth.$get({ query: {} }));
    expect(measurements).toHaveLength(1);
    const rows = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe(201);
  });

  it('sent again later answers the stored reply, even after the row it made changed', async () => {
    const { client } = await mother();
    const key = randomUUID();
    const body = { json: { measuredOn: today(), weightKg: 7.4 } as never };
    const first = await client.api.growth.measurements.$post(body, { headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    const again = await client.api.growth.measurements.$post(body, { headers: { 'idempotency-key': key } });
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(await first.text());
    expect((await okJson(client.api.growth.$get({ query: {} }))).measurements).toHaveLength(1);
  });

  it('asks Lu once: the stream is stored when it ends, and copies answer the same reply', async () => {
    const { client } = await mother();
    const key = randomUUID();
    const ask = () =>
      client.api.chat.$post({ json: { message: 'meu bebê está engasgado' } }, { headers: { 'idempotency-key': key } });
    const [first, parallel] = await Promise.all([ask(), ask()]);
    const firstEvents = await first.text();
    expect(replyOf(firstEvents)).toContain('192');
    expect(await parallel.text()).toBe(firstEvents);
    const later = await ask();
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(later.headers.get('content-type')).toBe('text/event-stream');
    expect(await later.text()).toBe(firstEvents);
    const { messages } = await okJson(client.api.chat.messages.$get());
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  });

  it('with another body is refused in the catalogue’s words, and nothing more is written', async () => {
    const { client } = await mother();
    const key = randomUUID();
    const first = await client.api.growth.measurements.$post(
      { json: { measuredOn: today(), weightKg: 7.1 } as never },
      { headers: { 'idempotency-key': key } },
    );
    expect(first.status).toBe(201);
    const other = await client.api.growth.measurements.$post(
      { json: { measuredOn: today(), weightKg: 8.1 } as never },
      { headers: { 'idempotency-key': key } },
    );
    expect(other.status).toBe(422);
    expect(await errorOf(other)).toEqual({
      code: 'idempotency_key_reused',
      message: errorMessage('idempotency_key_reused'),
    });
    expect((await okJson(client.api.growth.$get({ query: {} }))).measurements).toHaveLength(1);
  });

  it('is one account’s: the same key from another mother is her own write', async () => {
    const ana = await mother();
    const bia = await mother();
    const key = randomUUID();
    for (const { client } of [ana, bia]) {
      const answer = await client.api.growth.measurements.$post(
        { json: { measuredOn: today(), weightKg: 6.9 } as never },
        { headers: { 'idempotency-key': key } },
      );
      expect(answer.status).toBe(201);
      expect(answer.headers.get('idempotent-replayed')).toBeNull();
      expect((await okJson(client.api.growth.$get({ query: {} }))).measurements).toHaveLength(1);
    }
  });

  it('keeps a refusal for good: the same 400 is answered again', async () => {
    const { client } = await mother();
    const key = randomUUID();
    const refused = () =>
      client.api.growth.measurements.$post(
        { json: { measuredOn: today() } as never },
        { headers: { 'idempotency-key': key } },
      );
    expect((await refused()).status).toBe(400);
    const again = await refused();
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('is refused when the key is not an id the app makes', async () => {
    const { client } = await mother();
    const answer = await client.api.growth.measurements.$post(
      { json: { measuredOn: today(), weightKg: 7 } as never },
      { headers: { 'idempotency-key': 'x' } },
    );
    expect(answer.status).toBe(400);
    expect((await errorOf(answer)).code).toBe('idempotency_key_invalid');
    expect((await okJson(client.api.growth.$get({ query: {} }))).measurements).toHaveLength(0);
  });

  it('without a session answers the route’s 401 and keeps nothing', async () => {
    const key = randomUUID();
    const answer = await ctx
      .client()
      .api.growth.measurements.$post(
        { json: { measuredOn: today(), weightKg: 7 } as never },
        { headers: { 'idempotency-key': key } },
      );
    expect(answer.status).toBe(401);
    expect(await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });
});

describe('a write sent with a personal access token and an Idempotency-Key', () => {
  type Mother = Awaited<ReturnType<typeof mother>>;
  const FEEDING = {
    type: 'mamada',
    feeding: 'mamadeira',
    bottleMl: 90,
    milk: 'formula',
    occurredAt: '2026-11-25T11:00:00.000Z',
    date: '2026-11-25',
    time: '08:00',
  };
  const tokenOf = async ({ api }: Mother, name = 'Atalho') =>
    (await okJson(api['access-tokens'].$post({ json: { name, scope: 'escrita', expiresInDays: 30 } as never }))).token;
  /** A feeding logged as a phone shortcut logs it: the token, no cookie. */
  const logFeeding = (token: string, key: string, headers: Record<string, string> = {}) =>
    ctx.client().request('POST', '/api/agenda/events', FEEDING, {
      authorization: `Bearer ${token}`,
      'idempotency-key': key,
      ...headers,
    });
  const feedingsOf = async (babyId: string) =>
    (await ctx.db.select().from(appointments).where(eq(appointments.babyId, babyId))).length;

  it('sent 3 times at once and once later logs one feeding, every copy answered the same', async () => {
    const ana = await mother();
    const token = await tokenOf(ana);
    const key = randomUUID();
    const answers = await Promise.all([logFeeding(token, key), logFeeding(token, key), logFeeding(token, key)]);
    answers.push(await logFeeding(token, key));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!).event).toMatchObject({ via: 'Atalho', bottleMl: 90 });
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(3);
    expect(await feedingsOf(ana.babyId)).toBe(1);
  });

  it('is the token’s own key: apart from its owner’s session, her other token and another family’s', async () => {
    const ana = await mother();
    const bia = await mother();
    const [first, second, bias] = [await tokenOf(ana), await tokenOf(ana, 'Painel'), await tokenOf(bia)];
    const key = randomUUID();
    const viaSession = () => ana.client.request('POST', '/api/agenda/events', FEEDING, { 'idempotency-key': key });
    // Ana's session first: a token must not be answered her session's reply, nor the other way round.
    const answers = [await viaSession(), await logFeeding(first, key), await logFeeding(second, key)];
    answers.push(await logFeeding(bias, key), await viaSession());
    expect(answers.map((answer) => [answer.status, answer.headers.get('idempotent-replayed')])).toEqual([
      [201, null],
      [201, null],
      [201, null],
      [201, null],
      [201, 'true'],
    ]);
    expect(await feedingsOf(ana.babyId)).toBe(3);
    expect(await feedingsOf(bia.babyId)).toBe(1);
  });

  it('follows the token, not a cookie the request also carries', async () => {
    const ana = await mother();
    const bia = await mother();
    const token = await tokenOf(bia);
    const key = randomUUID();
    const first = await logFeeding(token, key, { cookie: ana.client.cookieHeader() });
    expect(first.status).toBe(201);
    const again = await logFeeding(token, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect([await feedingsOf(ana.babyId), await feedingsOf(bia.babyId)]).toEqual([0, 1]);
  });

  it('is not answered to a revoked token: it gets 401, and nothing more is written', async () => {
    const ana = await mother();
    const created = await okJson(
      ana.api['access-tokens'].$post({ json: { name: 'Velho', scope: 'escrita', expiresInDays: 30 } as never }),
    );
    const key = randomUUID();
    expect((await logFeeding(created.token, key)).status).toBe(201);
    await okJson(ana.api['access-tokens'][':id'].$delete({ param: { id: created.accessToken.id } }));
    const again = await logFeeding(created.token, key);
    expect(again.status).toBe(401);
    expect((await errorOf(again)).code).toBe('token_invalid');
    expect(await feedingsOf(ana.babyId)).toBe(1);
  });
});

describe('a write under way', () => {
  it('whose process died is run by the next copy: its lease ran out, or it was taken before leases', async () => {
    const { client } = await mother();
    const [expired, unleased] = [randomUUID(), randomUUID()];
    const send = (key: string) =>
      client.api.growth.measurements.$post(
        { json: { measuredOn: today(), weightKg: 7.3 } as never },
        { headers: { 'idempotency-key': key } },
      );
    for (const key of [expired, unleased]) expect((await send(key)).status).toBe(201);
    // As a process that died mid-write leaves its lock row: no answer stored.
    const cutOff = { status: null, body: null };
    await ctx.db
      .update(idempotencyKeys)
      .set({ ...cutOff, leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, expired));
    await ctx.db
      .update(idempotencyKeys)
      .set({ ...cutOff, leaseUntil: null })
      .where(eq(idempotencyKeys.key, unleased));
    for (const key of [expired, unleased]) {
      const again = await send(key);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBeNull();
    }
  });

  /**
   * The middleware on a route that takes 1.5 s, with a lease of 600 ms, for one mother; the reads
   * of the waiting copies are counted.
   */
  async function slowRoute() {
    const { userId } = await signedUpMother(ctx);
    const auth = { sessions: { read: async () => ({ session: { user: { id: userId } }, setCookies: [] }) } };
    const seen = { runs: 0, reads: 0 };
    const db = new Proxy(ctx.db, {
      get(target, property, receiver) {
        if (property === 'select') seen.reads += 1;
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
    const app = new Hono()
      .use(idempotency({ db, auth: auth as unknown as Auth, leaseMs: 600 }))
      .post('/slow', async (c) => {
        seen.runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return c.json({ run: seen.runs }, 201);
      });
    return { app, seen };
  }

  it('keeps its key past its lease while it runs, and 20 copies wait for it with few reads', async () => {
    const { app, seen } = await slowRoute();
    const key = randomUUID();
    const send = () => app.request('/slow', { method: 'POST', headers: { 'idempotency-key': key } });
    const first = send();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answers = await Promise.all([first, ...Array.from({ length: 20 }, send)]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(21).fill(201));
    expect(new Set(await Promise.all(answers.map((answer) => answer.text())))).toEqual(new Set(['{"run":1}']));
    expect(seen.runs).toBe(1);
    // Looking every 40 ms, 20 copies read about 700 times in 1.4 s; backing off to a second, about 140.
    expect(seen.reads).toBeLessThan(20 * 10);
  });
});

describe('a sign-out sent with an Idempotency-Key already used', () => {
  it('signs out again: it is never answered from the store', async () => {
    const email = `ana.${randomUUID()}@example.com`;
    const { client } = await signedUpMother(ctx, { email });
    const key = randomUUID();
    const signOut = () => client.request('POST', '/api/auth/sign-out', undefined, { 'idempotency-key': key });
    expect((await signOut()).status).toBe(200);
    expect((await client.api.me.$get()).status).toBe(401);
    expect((await client.signIn(email, 'segredo1')).status).toBe(200);
    const again = await signOut();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect((await client.api.me.$get()).status).toBe(401);
  });
});

describe('the sweep of seen keys', () => {
  it('deletes the keys older than 8 days and keeps the newer ones', async () => {
    const { client } = await mother();
    const [oldKey, newKey] = [randomUUID(), randomUUID()];
    for (const key of [oldKey, newKey])
      await client.api.growth.measurements.$post(
        { json: { measuredOn: today(), weightKg: 7 } as never },
        { headers: { 'idempotency-key': key } },
      );
    await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '9 days'` })
      .where(eq(idempotencyKeys.key, oldKey));
    expect(IDEMPOTENCY_KEEP_MS).toBeGreaterThanOrEqual(7 * 24 * 60 * 60 * 1000);
    expect(await sweepIdempotencyKeys(ctx.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await ctx.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((row) => row.key)).toContain(newKey);
    expect(left.map((row) => row.key)).not.toContain(oldKey);
  });
});
