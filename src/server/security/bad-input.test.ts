import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../test/harness';
import { dataDigest } from './data-digest';
import { MALFORMED_IDS, malformedBodies } from './malformed';
import { ROUTES, photo, setUpFixtures, type Callers, type Fixtures } from './route-table';

/**
 * Malformed bodies and parameters on every route: never a 5xx, a pt-BR message on every refusal,
 * and nothing changed by a refused request.
 */

let ctx: TestContext;
let callers: Callers;
let fixtures: Fixtures;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ callers, fixtures } = await setUpFixtures(ctx));
});
afterAll(() => ctx.close());

const callerFor = (key: string) => (ROUTES[key]!.access === 'admin' ? callers.admin : callers.motherA);

async function sendRaw(client: TestClient, method: string, path: string, body: string | undefined) {
  return client.request(method, path, body, body === undefined ? {} : { 'content-type': 'application/json' });
}

/** Sends one bad request: below 500 always; refused, it explains itself and changes nothing. */
async function expectHandled(client: TestClient, method: string, path: string, body: string | undefined, label: string) {
  const before = await dataDigest(ctx.db);
  const response = await sendRaw(client, method, path, body);
  const text = await response.text();
  expect(response.status, `${method} ${path} with ${label}: ${text.slice(0, 200)}`).toBeLessThan(500);
  if (response.status >= 400) {
    if (response.headers.get('content-type')?.includes('application/json')) {
      const error = (JSON.parse(text) as { error?: { message?: unknown } }).error;
      expect(typeof error?.message, `${method} ${path} with ${label}: ${text.slice(0, 200)}`).toBe('string');
    }
    expect(await dataDigest(ctx.db), `${method} ${path} with ${label} changed data while refusing`).toEqual(before);
  }
}

// Uploads take multipart bodies, checked by their own tests; streams stay open.
const jsonRoutes = Object.entries(ROUTES).filter(([key, spec]) => spec.body && spec.body !== photo && key !== 'POST /api/admin/bootstrap');
const idRoutes = Object.entries(ROUTES).filter(([key]) => key.includes('/:id'));

describe('bad input', () => {
  // Routes of the mothers first: some admin changes (a new password) end mother A's session.
  const ordered = [...jsonRoutes.filter(([, s]) => s.access !== 'admin'), ...jsonRoutes.filter(([, s]) => s.access === 'admin')];
  it.each(ordered.map(([key]) => [key]))('%s handles malformed bodies', async (key) => {
    const spec = ROUTES[key]!;
    const [method] = key.split(' ');
    const valid = spec.body!(fixtures) as Record<string, unknown>;
    for (const [label, body] of malformedBodies(valid, { extraField: !spec.destructive })) {
      await expectHandled(callerFor(key), method!, spec.path(fixtures), body, label);
    }
  });

  it.each(idRoutes.map(([key]) => [key]))('%s handles a malformed id', async (key) => {
    const spec = ROUTES[key]!;
    const [method] = key.split(' ');
    for (const id of MALFORMED_IDS) {
      const encoded = encodeURIComponent(id);
      const broken: Fixtures = {
        a: { id: encoded, babyId: encoded, eventId: encoded, recordId: encoded, tipId: encoded, postId: encoded, commentId: encoded },
        b: { id: encoded },
      };
      const body = spec.body && spec.body !== photo ? JSON.stringify(spec.body(fixtures)) : undefined;
      await expectHandled(callerFor(key), method!, spec.path(broken), body, `id ${id.slice(0, 40)}`);
    }
  });
});
