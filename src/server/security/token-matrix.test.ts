import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, appointments } from '../db/schema';
import { dataDigest } from '../test/data-digest';
import { registeredBaby } from '../test/factories';
import { createTestContext, errorOf, type TestContext } from '../test/harness';
import { type Callers, type Fixtures, ROUTES, setUpFixtures } from '../test/route-table';
import { okJson } from '../test/typed-client';

/**
 * Every route × {no token, read token, write token, another family's token, revoked, expired}: a
 * personal access token reaches the public API's routes alone, within its scope, as its owner.
 */

let ctx: TestContext;
let callers: Callers;
let fixtures: Fixtures;
/** The public API's routes, as the route table names them ("GET /api/agenda/day"). */
let inApi: Set<string>;
const tokens = { read: '', write: '', otherFamily: '', revoked: '', expired: '', otherBaby: '' };

type Kind = keyof typeof tokens;

async function makeToken(api: Callers['motherA']['api'], body: Record<string, unknown>) {
  return okJson(
    api['access-tokens'].$post({
      json: { name: 'Atalho', scope: 'escrita', expiresInDays: 90, ...body } as never,
    }),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  ({ callers, fixtures } = await setUpFixtures(ctx));
  const a = callers.motherA.api;
  tokens.read = (await makeToken(a, { name: 'Painel', scope: 'leitura' })).token;
  tokens.write = (await makeToken(a, { name: 'Atalho do iPhone' })).token;
  const revoked = await makeToken(a, { name: 'Velho' });
  await okJson(a['access-tokens'][':id'].$delete({ param: { id: revoked.accessToken.id } }));
  tokens.revoked = revoked.token;
  const expired = await makeToken(a, { name: 'Vencido', expiresInDays: 30 });
  await ctx.db
    .update(accessTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(accessTokens.id, expired.accessToken.id));
  tokens.expired = expired.token;
  tokens.otherFamily = (await makeToken(callers.motherB.api, { name: 'Da Bia' })).token;
  // A second baby of A's, and a token limited to it: A's first baby is "another baby" to it.
  const second = await registeredBaby({ api: a }, { name: 'Caio', birthDate: '2026-02-01' });
  tokens.otherBaby = (await makeToken(a, { name: 'Só o Caio', babyId: second.id })).token;
  const document = await (await ctx.client().get('/api/openapi.json')).json();
  inApi = new Set(
    Object.entries(document.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    ),
  );
});
afterAll(() => ctx.close());

/** The digest without the tokens' "last used", which every use of a token moves. */
async function digest() {
  const { access_tokens: _, ...rest } = await dataDigest(ctx.db);
  return rest;
}

/** A route's valid request with a token and no cookie; `unchanged` checks nothing was written. */
async function withToken(kind: Kind | null, key: string, unchanged = true) {
  const [method] = key.split(' ');
  const spec = ROUTES[key]!;
  const before = unchanged ? await digest() : null;
  const headers: Record<string, string> = kind ? { authorization: `Bearer ${tokens[kind]}` } : {};
  const response = await ctx.client().request(method!, spec.path(fixtures), spec.body?.(fixtures), headers);
  const status = response.status;
  const code = status >= 400 ? (await errorOf(response)).code : null;
  const text = status < 400 ? await response.text() : '';
  if (before) expect(await digest(), `${key} changed data while refusing`).toEqual(before);
  return { status, code, text };
}

const protectedRoutes = Object.keys(ROUTES).filter((key) => ROUTES[key]!.access !== 'public');

describe('personal access token matrix', () => {
  it('puts the family tools’ routes in the public API, and no admin or account route', () => {
    for (const key of [
      'GET /api/babies',
      'GET /api/agenda/day',
      'POST /api/agenda/events',
      'PATCH /api/agenda/events/:id',
      'DELETE /api/agenda/events/:id',
      'POST /api/agenda/timers',
      'PUT /api/agenda/timers/:id',
      'DELETE /api/agenda/timers/:id',
      'GET /api/vaccines/card',
      'GET /api/growth',
      'POST /api/growth/measurements',
      'GET /api/development',
      'GET /api/reminders',
      'GET /api/reports/pdf',
    ]) {
      expect(inApi, key).toContain(key);
    }
    const forbidden = [...inApi].filter((key) =>
      /\/api\/(admin|account|access-tokens|family|profile|auth|me)\b/.test(key),
    );
    expect(forbidden).toEqual([]);
  });

  /** Runs `check` on every protected route; the failures are listed together, route by route. */
  async function everyRoute(check: (key: string) => Promise<void>) {
    const failures: string[] = [];
    for (const key of protectedRoutes) {
      try {
        await check(key);
      } catch (error) {
        failures.push(`${key}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    expect(failures).toEqual([]);
  }

  it('refuses every route without a token or session: 401', () =>
    everyRoute(async (key) => {
      expect((await withToken(null, key)).status).toBe(401);
    }));

  it('refuses every route with a revoked or an expired token: 401', () =>
    everyRoute(async (key) => {
      expect(await withToken('revoked', key)).toMatchObject({ status: 401, code: 'token_invalid' });
      expect(await withToken('expired', key)).toMatchObject({ status: 401, code: 'token_invalid' });
    }));

  it('lets a read token read the public API alone', () =>
    everyRoute(async (key) => {
      const result = await withToken('read', key, !ROUTES[key]!.readable);
      if (!inApi.has(key)) expect(result).toMatchObject({ status: 403, code: 'token_not_allowed' });
      else if (!key.startsWith('GET ')) expect(result).toMatchObject({ status: 403, code: 'token_read_only' });
      else if (ROUTES[key]!.readable) expect(result.status).toBe(200);
    }));

  it('answers another family’s token 404 for this family’s things, and its own lists without them', () =>
    everyRoute(async (key) => {
      const result = await withToken('otherFamily', key);
      if (!inApi.has(key)) expect(result).toMatchObject({ status: 403, code: 'token_not_allowed' });
      else if (ROUTES[key]!.otherMother) expect(result.status).toBe(404);
      else {
        // A list of her own account (her babies, her reminders): nothing of A's family in it.
        expect(result.status).toBe(200);
        for (const id of [fixtures.a.id, fixtures.a.babyId, fixtures.a.eventId, fixtures.a.reminderId])
          expect(result.text).not.toContain(id);
      }
    }));

  it('answers a token limited to another baby 404 for this baby', () =>
    everyRoute(async (key) => {
      if (!inApi.has(key) || !ROUTES[key]!.baby) return;
      expect((await withToken('otherBaby', key)).status).toBe(404);
    }));

  it('lets a write token read as its owner, and nothing outside the public API', () =>
    everyRoute(async (key) => {
      if (!inApi.has(key)) {
        expect(await withToken('write', key)).toMatchObject({ status: 403, code: 'token_not_allowed' });
      } else if (key.startsWith('GET ')) {
        const result = await withToken('write', key, false);
        if (ROUTES[key]!.readable) expect(result.status).toBe(200);
      }
    }));

  it('lets a write token write as its owner on the public API', () =>
    everyRoute(async (key) => {
      if (!inApi.has(key) || key.startsWith('GET ')) return;
      const result = await withToken('write', key, false);
      expect([401, 403], `${result.status} ${result.code}`).not.toContain(result.status);
    }));
});

describe('a write token', () => {
  it('logs a feeding as its owner, marked via the token in the family’s agenda', async () => {
    const client = ctx.client();
    const response = await client.request(
      'POST',
      '/api/agenda/events',
      {
        type: 'mamada',
        occurredAt: new Date().toISOString(),
        date: '2026-11-26',
        time: '08:00',
        babyId: fixtures.a.babyId,
      },
      { authorization: `Bearer ${tokens.write}` },
    );
    expect(response.status).toBe(201);
    const { event } = await response.json();
    expect(event).toMatchObject({ via: 'Atalho do iPhone', mine: true });
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, event.id));
    expect(row).toMatchObject({ userId: fixtures.a.id, writtenVia: 'Atalho do iPhone' });
    // The Cuidador(a) sees Ana's event, and through which tool it came.
    const day = await okJson(
      callers.caregiver.api.agenda.day.$get({
        query: {
          start: new Date(Date.now() - 3_600_000).toISOString(),
          end: new Date(Date.now() + 60_000).toISOString(),
          babyId: fixtures.a.babyId,
        },
      }),
    );
    expect(day.events.find((e) => e.id === event.id)).toMatchObject({ writtenBy: 'Ana', via: 'Atalho do iPhone' });
  });

  it('is not read from a cookie, and a bearer request from another site is still refused', async () => {
    const client = ctx.client();
    const asCookie = await client.request('GET', '/api/babies', undefined, {
      cookie: `lumma.session_token=${tokens.write}; authorization=${tokens.write}`,
    });
    expect(asCookie.status).toBe(401);
    const crossSite = await client.request(
      'POST',
      '/api/agenda/events',
      { type: 'fralda' },
      {
        authorization: `Bearer ${tokens.write}`,
        origin: 'https://golpe.example',
      },
    );
    expect(crossSite.status).toBe(403);
  });

  it('shows its last use in the list, never its secret', async () => {
    const { tokens: listed } = await okJson(callers.motherA.api['access-tokens'].$get());
    const used = listed.find((t) => t.name === 'Atalho do iPhone');
    expect(used?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain('lumma_pat_');
  });
});
