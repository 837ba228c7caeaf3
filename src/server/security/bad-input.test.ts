import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDigest } from '../test/data-digest';
import { createTestContext, type TestClient, type TestContext } from '../test/harness';
import { BAD_DATES, BAD_INSTANTS, badCursorParts, MALFORMED_IDS, malformedBodies } from '../test/malformed';
import { type Callers, type Fixtures, isUploadBody, ROUTES, setUpFixtures } from '../test/route-table';

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
  ([key, spec]) => spec.body && !isUploadBody(spec.body) && key !== 'POST /api/admin/bootstrap',
);
const idRoutes = Object.entries(ROUTES).filter(([key]) => key.includes('/:id'));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Words a library's own message carries; every refusal of ours is in Portuguese. */
const ENGLISH = /\b(invalid|expected|required|received|must)\b/i;

interface BadRequest {
  method: string;
  path: string;
  body: string | undefined;
  label: string;
}

/**
 * A route's valid request with each of its days, instants and page cursors (found by their shape
 * in the route table's query and body) replaced by each value no route may take.
 */
function badDateRequests(key: string, f: Fixtures): BadRequest[] {
  const spec = ROUTES[key]!;
  const method = key.split(' ')[0]!;
  const url = new URL(spec.path(f), 'http://lumma.test');
  const body = spec.body && !isUploadBody(spec.body) ? (spec.body(f) as Record<string, unknown>) : undefined;
  const badFor = (value: unknown) =>
    typeof value !== 'string' ? [] : DAY.test(value) ? BAD_DATES : INSTANT.test(value) ? BAD_INSTANTS : [];
  const withQuery = (name: string, value: string) => {
    const query = new URLSearchParams(url.searchParams);
    query.set(name, value);
    return `${url.pathname}?${query}`;
  };
  const requests: BadRequest[] = [];
  for (const [name, value] of url.searchParams)
    for (const bad of badFor(value))
      requests.push({
        method,
        path: withQuery(name, bad),
        body: body && JSON.stringify(body),
        label: `${name}=${bad}`,
      });
  for (const [field, value] of Object.entries(body ?? {}))
    for (const bad of badFor(value))
      requests.push({
        method,
        path: url.pathname + url.search,
        body: JSON.stringify({ ...body, [field]: bad }),
        label: `${field}: ${bad}`,
      });
  if (spec.cursor)
    for (const [at, id] of badCursorParts(new Date().toISOString(), '7d3f2a4e-5b6c-4d7e-8f90-a1b2c3d4e5f6'))
      requests.push({
        method,
        path: withQuery(spec.cursor.param, spec.cursor.encode(at, id)),
        body: undefined,
        label: `${spec.cursor.param} of ${at} and ${id}`,
      });
  return requests;
}

/** Sends each request: a 400 in Portuguese, and nothing changed. */
async function expectRefused(client: TestClient, requests: BadRequest[]) {
  const before = await dataDigest(ctx.db);
  for (const { method, path, body, label } of requests) {
    const response = await sendRaw(client, method, path, body);
    const text = await response.text();
    const what = `${method} ${path.slice(0, 100)} with ${label}: ${text.slice(0, 200)}`;
    expect(response.status, what).toBe(400);
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    expect(typeof message, what).toBe('string');
    expect(message, what).not.toMatch(ENGLISH);
  }
  expect(await dataDigest(ctx.db), 'a refused date changed data').toEqual(before);
}

// The route table's paths only place ids: any id finds which routes take a date.
const anyIds = { a: new Proxy({}, { get: () => '00000000-0000-4000-8000-000000000000' }), b: { id: 'x' } } as Fixtures;
const dateRoutes = Object.keys(ROUTES).filter((key) => badDateRequests(key, anyIds).length > 0);

// Before the malformed bodies: some of the admin's end mother A's session.
describe('dates and page cursors', () => {
  it('are found in the route table for every route that takes one', () => {
    expect(dateRoutes).toEqual(
      expect.arrayContaining([
        'PUT /api/profile',
        'POST /api/babies',
        'PUT /api/babies/:id',
        'GET /api/agenda/day',
        'POST /api/agenda/events',
        'PATCH /api/agenda/events/:id',
        'GET /api/agenda/glance',
        'POST /api/agenda/timers',
        'PUT /api/agenda/timers/:id',
        'POST /api/growth/measurements',
        'PUT /api/growth/measurements/:id',
        'PUT /api/development/marks/:milestoneId',
        'GET /api/reports/pdf',
        'POST /api/reports/links',
        'GET /api/consultations',
        'POST /api/consultations',
        'GET /api/reminders',
        'GET /api/vaccines/card',
        'POST /api/vaccines/records',
        'POST /api/chat',
        'GET /api/community/posts',
        'GET /api/community/favorites',
        'GET /api/community/posts/:id/comments',
      ]),
    );
  });

  it.each(dateRoutes.map((key) => [key]))(
    '%s refuses impossible and far dates with a 400 in Portuguese',
    async (key) => {
      await expectRefused(callerFor(key), badDateRequests(key, fixtures));
    },
  );

  // The four 500s and two dates stored wrong, each as it was sent.
  it.each([
    ['GET', '/api/reminders?before=2026-03-01T08:00:00.000Z_------------------------------------', undefined],
    ['GET', '/api/reminders?before=2026-02-30T08:00:00.000Z_7d3f2a4e-5b6c-4d7e-8f90-a1b2c3d4e5f6', undefined],
    ['POST', '/api/consultations', { title: 'Pediatra', startsAt: '9999-12-31T12:00:00.000Z', remind: 'at-time' }],
    ['POST', '/api/growth/measurements', { measuredOn: '2026-02-30', weightKg: 5 }],
    [
      'POST',
      '/api/agenda/events',
      { type: 'fralda', occurredAt: new Date().toISOString(), date: '2026-02-31', time: '08:00' },
    ],
    [
      'POST',
      '/api/agenda/events',
      {
        type: 'fralda',
        occurredAt: '0001-03-01T08:00:00.000Z',
        date: new Date().toISOString().slice(0, 10),
        time: '08:00',
      },
    ],
  ])('%s %s is refused', async (method, path, body) => {
    await expectRefused(callers.motherA, [
      { method, path, body: body && JSON.stringify(body), label: JSON.stringify(body ?? path) },
    ]);
  });
});

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
    const body = spec.body && !isUploadBody(spec.body) ? JSON.stringify(spec.body(fixtures)) : undefined;
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
          accessTokenId: encoded,
          importId: encoded,
          unitId: encoded,
          unitCode: encoded,
          unitNurseId: encoded,
          consentId: encoded,
          unitInvitationToken: encoded,
        },
        b: { id: encoded },
      };
      return { method: method!, path: spec.path(broken), body, label: `id ${id.slice(0, 40)}` };
    });
    await expectHandled(callerFor(key), requests);
  });
});
