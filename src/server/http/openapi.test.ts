import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors';
import { motherWithBaby } from '../test/factories';
import { createTestContext, type TestContext } from '../test/harness';
import { openApiResponseChecker } from '../test/openapi-responses';
import { okJson } from '../test/typed-client';
import type { OpenApiDocument } from './openapi';

let ctx: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  ctx = await createTestContext();
  document = await (await ctx.client().get('/api/openapi.json')).json();
});
afterAll(() => ctx.close());

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
  });
});
