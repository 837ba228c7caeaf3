import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors';
import { motherWithBaby } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { openApiResponseChecker } from '../test/openapi-responses';
import { ROUTES, setUpFixtures } from '../test/route-table';
import { okJson } from '../test/typed-client';
import type { OpenApiDocument } from './openapi';

let ctx: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  ctx = await createTestContext();
  document = await (await ctx.client().get('/api/openapi.json')).json();
});
afterAll(() => ctx.close());

/** The groups issue #40 names for the family's tools. */
const FAMILY_TOOLS =
  /^(GET|POST|PUT|PATCH|DELETE) \/api\/(babies|agenda|vaccines|growth|development|reminders|reports)\b/;

/** Routes of those groups kept out of the public API, and why; any other must be in the document. */
const KEPT_OUT: Record<string, string> = {
  'POST /api/babies': 'registering a baby is done in the app, by the person who becomes her Responsável',
  'PUT /api/babies/:id': 'the registration is changed in the app, by a Responsável',
  'POST /api/babies/:id/photo': 'an upload, by a Responsável in the app',
  'POST /api/babies/:id/allergies': 'the booklet is written in the app, by a Responsável',
  'DELETE /api/babies/:id/allergies': 'the booklet is written in the app, by a Responsável',
  'POST /api/babies/:id/health-conditions': 'the booklet is written in the app, by a Responsável',
  'DELETE /api/babies/:id/health-conditions': 'the booklet is written in the app, by a Responsável',
  'POST /api/babies/:id/select': "the app's active baby, a setting of the screens; tools name `babyId`",
  'GET /api/agenda/live': "a server-sent stream tied to a browser's session (its sessions are counted and capped)",
  'GET /api/agenda/sleep/forecast': "the sleep card's forecast, shaped for the screens",
  'GET /api/agenda/sleep': "the /sono page's computed view, shaped for the screens",
  'GET /api/growth/curves': 'public WHO tables, served without a session or token',
  'POST /api/vaccines/onboarding': "the card's first questions, asked once in the app",
  'POST /api/reports/links': 'a link shows the report to anyone: a token should not make one unseen (decision 033)',
  'DELETE /api/reports/links/:id': 'goes with making links (decision 033)',
  'POST /api/reminders/read': "opening the app's list marks it read",
  'POST /api/reminders/:id/dose': "answered from the notification or the app's list",
  'GET /api/reminders/settings': "the account's notification settings and phones",
  'PUT /api/reminders/settings': "the account's notification settings",
  'PUT /api/reminders/time-zone': "set by the phone's app from its own clock",
  'POST /api/reminders/devices': "a phone's push subscription, made by the browser",
  'DELETE /api/reminders/devices/:id': "a phone's push subscription",
  'POST /api/reminders/off': "the e-mail's unsubscribe link, without a session",
};

/** A sleep timer: the fixtures' baby already has a feeding timer running, and one of each kind runs. */
const sleepTimer = (babyId: string) => ({
  id: '0b6f3a52-7c1d-4e8a-9f20-3d4c5b6a7e81',
  babyId,
  kind: 'sono',
  startedAt: new Date().toISOString(),
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with every route’s refusals and every stable error code of the catalogue', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods)) as {
      responses: Record<string, unknown>;
      tags: string[];
    }[];
    expect(operations.length).toBeGreaterThan(20);
    for (const op of operations)
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '429']));
    const codes = document.components.schemas.Error['x-error-codes'].map((e) => e.code);
    expect(new Set(codes)).toEqual(new Set(Object.values(ERRORS).map((e) => e.code)));
    expect(codes).toEqual(
      expect.arrayContaining(['token_invalid', 'token_read_only', 'token_not_allowed', 'rate_limited']),
    );
  });

  it('holds every route of the family tools’ groups, but those kept out for a reason', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
      ),
    );
    const inGroups = Object.keys(ROUTES).filter((key) => FAMILY_TOOLS.test(key));
    expect(inGroups.length).toBeGreaterThan(40);
    expect(inGroups.filter((key) => !documented.has(key) && !KEPT_OUT[key])).toEqual([]);
    expect(Object.keys(KEPT_OUT).filter((key) => documented.has(key) || !ROUTES[key])).toEqual([]);
  });

  it('documents every success: a JSON schema of its fields, or a file’s media type', () => {
    const bare: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods as Record<string, { responses: Record<string, unknown> }>)) {
        const [, success] = Object.entries(op.responses)[0] as [
          string,
          { content: Record<string, { schema: object }> },
        ];
        const [[type, { schema }]] = Object.entries(success.content) as [[string, { schema: Record<string, unknown> }]];
        const described =
          type === 'application/json'
            ? 'properties' in schema || 'anyOf' in schema
            : schema.type === 'string' && schema.format === 'binary';
        if (!described) bare.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(bare).toEqual([]);
    const pdf = document.paths['/api/reports/pdf']!.get as { responses: Record<string, { content: object }> };
    expect(Object.keys(pdf.responses['200']!.content)).toEqual(['application/pdf']);
  });

  it('describes a route’s query and body with the schemas it validates with', () => {
    const day = document.paths['/api/agenda/day']!.get as { parameters: { name: string; required: boolean }[] };
    expect(day.parameters.map((p) => [p.name, p.required])).toEqual([
      ['start', true],
      ['end', true],
      ['babyId', false],
    ]);
    const create = document.paths['/api/agenda/events']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[]; properties: object } } } };
    };
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['type', 'occurredAt', 'date', 'time']));
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['babyId', 'feeding', 'bottleMl', 'diaper']));
  });

  it('is read as a page at /api/docs, with nothing from another site', async () => {
    const response = await ctx.client().get('/api/docs');
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    for (const path of Object.keys(document.paths)) expect(page).toContain(path);
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page).not.toContain('<script');
    // For people: a format without the pattern that checks it, an integer without its ±2^53 bounds.
    expect(page).toContain('&quot;format&quot;: &quot;date-time&quot;');
    expect(page).not.toContain(String(Number.MAX_SAFE_INTEGER));
    expect(JSON.stringify(document)).toContain(String(Number.MAX_SAFE_INTEGER));
  });

  it('fails an answer unlike it: a wrong field, a missing one, a refusal without its code', async () => {
    const checker = openApiResponseChecker(document);
    const mother = await motherWithBaby(ctx);
    const real = await okJson(mother.api.babies.$get());
    expect(await checker.problem('GET', '/api/babies', json(real))).toBeNull();
    const [baby] = real.babies;
    expect(await checker.problem('GET', '/api/babies', json({ babies: [{ ...baby, role: 'dona' }] }))).toMatch(/role/);
    const { name: _, ...nameless } = baby!;
    expect(await checker.problem('GET', '/api/babies', json({ babies: [nameless] }))).toMatch(/name/);
    expect(await checker.problem('GET', '/api/babies', json({ babies: [{ ...baby, extra: 1 }] }))).toMatch(
      /additional/,
    );
    expect(await checker.problem('GET', '/api/babies', json({ message: 'não' }, 404))).not.toBeNull();
    expect(await checker.problem('GET', '/api/me', json({ anything: true }))).toBeNull();
    const unread = await okJson(mother.api.reminders.unread.$get());
    expect(await checker.problem('GET', '/api/reminders/unread', json(unread))).toBeNull();
    expect(await checker.problem('GET', '/api/reminders/unread', json({ unread: '0' }))).toMatch(/integer/);
    const pdf = new Response('%PDF', { headers: { 'content-type': 'text/html' } });
    expect(await checker.problem('GET', '/api/reports/pdf?babyId=x', pdf)).toMatch(/application\/pdf/);
    expect(
      await checker.problem('GET', '/api/babies', json({ error: { code: 'no_such_code', message: 'x' } }, 404)),
    ).toMatch(/allowed values/);
  });

  it('fits every documented route’s real success, for a family with data in every group', async () => {
    const { callers, fixtures } = await setUpFixtures(ctx);
    const checker = openApiResponseChecker(document);
    // Removals last, so every other route still finds its entry.
    const keys = Object.keys(ROUTES)
      .filter((key) => {
        const [method, path] = key.split(' ') as [string, string];
        return checker.operationOf(method, path.replace(/:([A-Za-z]+)/g, 'x')) !== undefined;
      })
      .sort((a, b) => Number(a.startsWith('DELETE')) - Number(b.startsWith('DELETE')));
    expect(keys.length).toBe(Object.values(document.paths).flatMap((methods) => Object.keys(methods)).length);
    const answers: string[] = [];
    for (const key of keys) {
      const spec = ROUTES[key]!;
      const method = key.split(' ')[0]!;
      // The test client checks the answer against the document: one unlike it throws here.
      const body = key === 'POST /api/agenda/timers' ? sleepTimer(fixtures.a.babyId) : spec.body?.(fixtures);
      const response = await callers.motherA.request(method, spec.path(fixtures), body);
      await response.body?.cancel();
      answers.push(`${key} ${response.ok ? 'ok' : response.status}`);
    }
    expect(answers).toEqual(keys.map((key) => `${key} ok`));
  });
});
