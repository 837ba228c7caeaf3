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

/**
 * Sends bad requests one after another: each below 500; each refusal explains itself and leaves
 * the database exactly as the request before left it (an accepted one may change it).
 */
async function expectHandled(
  client: TestClient,
  requests: { method: string; path: string; body: string | undefined; label: string }[],
) {
  let last = await dataDigest(ctx.db);
  for (const { method, path, body, label } of requests) {
    const response = await sendRaw(client, method, path, body);
    const text = await response.text();
    const what = `${method} ${path.slice(0, 80)} with ${label}: ${text.slice(0, 200)}`;
    expect(response.status, what).toBeLessThan(500);
    const now = await dataDigest(ctx.db);
    if (response.status >= 400) {
      if (response.headers.get('content-type')?.includes('application/json')) {
        expect(typeof (JSON.parse(text) as { error?: { message?: unknown } }).error?.message, what).toBe('string');
      }
      expect(now, `${what} changed data while refusing`).toEqual(last);
    }
    last = now;
  }
}

// Uploads take multipart bodies, checked by their own tests; streams stay open.
const jsonRoutes = Object.entries(ROUTES).filter(
  ([key, spec]) => spec.body && spec.body !== photo && key !== 'POST /api/admin/bootstrap',
);
const idRoutes = Object.entries(ROUTES).filter(([key]) => key.includes('/:id'));

describe('bad input', () => {
  // Routes of the mothers first: some admin changes (a new password) end mother A's session.
  const ordered = [
    ...jsonRoutes.filter(([, s]) => s.access !== 'admin'),
    ...jsonRoutes.filter(([, s]) => s.access === 'admin'),
  ];
  it.each(ordered.map(([key]) => [key]))('%s handles malformed bodies', async (key) => {
    const spec = ROUTES[key]!;
    const [method] = key.split(' ');
    const valid = spec.body!(fixtures) as Record<string, unknown>;
    const requests = malformedBodies(valid, { extraField: !spec.destructive }).map(([label, body]) => ({
      method: method!,
      path: spec.path(fixtures),
      body,
      label,
    }));
    await expectHandled(callerFor(key), requests);
  });

  it.each(idRoutes.map(([key]) => [key]))('%s handles a malformed id', async (key) => {
    const spec = ROUTES[key]!;
    const [method] = key.split(' ');
    const body = spec.body && spec.body !== photo ? JSON.stringify(spec.body(fixtures)) : undefined;
    const requests = MALFORMED_IDS.map((id) => {
      const encoded = encodeURIComponent(id);
      const broken: Fixtures = {
        a: {
          id: encoded,
          babyId: encoded,
          eventId: encoded,
          recordId: encoded,
          tipId: encoded,
          postId: encoded,
          commentId: encoded,
          invitationId: encoded,
          invitationToken: encoded,
          caregiverId: encoded,
          timerId: encoded,
          measurementId: encoded,
          consultationId: encoded,
          medicineEventId: encoded,
          scheduleId: encoded,
          reminderId: encoded,
          deviceId: encoded,
          reportLinkId: encoded,
        },
        b: { id: encoded },
      };
      return { method: method!, path: spec.path(broken), body, label: `id ${id.slice(0, 40)}` };
    });
    await expectHandled(callerFor(key), requests);
  });
});
