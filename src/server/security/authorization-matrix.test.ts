import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../test/harness';
import { dataDigest } from './data-digest';
import { ROUTES, call, json, setUpFixtures, type Callers, type Fixtures } from './route-table';

/**
 * Every route of the API × {visitor, mother A, mother B, admin}: who may call it, and that a
 * refused call changes nothing. The route table must name every route the app has, so a new
 * route cannot ship without saying who may use it.
 */

let ctx: TestContext;
let callers: Callers;
let fixtures: Fixtures;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ callers, fixtures } = await setUpFixtures(ctx));
});
afterAll(() => ctx.close());

/** The status of a refused call, and that every user-data table is exactly as before it. */
async function refused(client: TestClient, key: string) {
  const before = await dataDigest(ctx.db);
  const response = await call(client, key, fixtures);
  await response.body?.cancel();
  expect(await dataDigest(ctx.db), `${key} changed data while refusing`).toEqual(before);
  return response.status;
}

describe('authorization matrix', () => {
  it('names every route the app has, and no route it does not have', () => {
    const actual = new Set(ctx.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
    expect([...actual].filter((route) => !(route in ROUTES)), 'routes missing from the matrix').toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !actual.has(route)), 'matrix rows for routes that do not exist').toEqual([]);
  });

  it('has a fingerprint that sees a change', async () => {
    const before = await dataDigest(ctx.db);
    await json(callers.motherA.post(`/api/babies/${fixtures.a.babyId}/allergies`, { value: 'Amendoim' }));
    expect(await dataDigest(ctx.db)).not.toEqual(before);
  });

  const protectedRoutes = Object.entries(ROUTES).filter(([, spec]) => spec.access !== 'public');
  it.each(protectedRoutes.map(([key]) => [key]))('%s refuses a visitor with 401 and changes nothing', async (key) => {
    expect(await refused(callers.visitor, key)).toBe(401);
  });

  const adminRoutes = Object.entries(ROUTES).filter(([, spec]) => spec.access === 'admin');
  it.each(adminRoutes.map(([key]) => [key]))('%s refuses a mother with 403 and changes nothing', async (key) => {
    expect(await refused(callers.motherA, key)).toBe(403);
  });

  const ownedRoutes = Object.entries(ROUTES).filter(([, spec]) => spec.otherMother);
  it.each(ownedRoutes.map(([key]) => [key]))('%s answers another mother 404 for what is not hers and changes nothing', async (key) => {
    expect(await refused(callers.motherB, key)).toBe(ROUTES[key]!.otherMother);
  });

  it('refuses a second first-admin without changing anything', async () => {
    expect(await refused(callers.visitor, 'POST /api/admin/bootstrap')).toBe(409);
  });

  const readable = Object.entries(ROUTES).filter(([, spec]) => spec.readable);
  it.each(readable.map(([key]) => [key]))('%s answers its rightful caller 200, with the security headers', async (key) => {
    const spec = ROUTES[key]!;
    const caller = spec.access === 'admin' ? callers.admin : spec.access === 'user' ? callers.motherA : callers.visitor;
    const response = await call(caller, key, fixtures);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // A mother's data is never kept by a shared cache.
    if (spec.access !== 'public') expect(response.headers.get('cache-control')).toBe('no-store');
  });

  // A page on another site that makes a signed-in mother's browser send the request.
  const mutating = Object.entries(ROUTES).filter(([key]) => !key.startsWith('GET '));
  it.each(mutating.map(([key]) => [key]))('%s refuses a cross-site request with 403 and changes nothing', async (key) => {
    const [method] = key.split(' ');
    const spec = ROUTES[key]!;
    const caller = spec.access === 'admin' ? callers.admin : callers.motherA;
    const before = await dataDigest(ctx.db);
    const body = spec.body?.(fixtures);
    const response = await caller.request(method!, spec.path(fixtures), body, { origin: 'https://golpe.example' });
    expect(response.status).toBe(403);
    expect(await dataDigest(ctx.db)).toEqual(before);
  });
});
