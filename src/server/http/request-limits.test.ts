import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors';
import { dataDigest } from '../test/data-digest';
import { createTestContext, errorOf, TEST_ORIGIN, type TestContext } from '../test/harness';
import { PNG_1PX } from '../test/images';
import { type Callers, type Fixtures, isUploadBody, ROUTES, setUpFixtures } from '../test/route-table';
import { isUploadRoute, JSON_BODY_MAX_BYTES, URL_MAX_CHARS } from './request-limits';

const BODY_TOO_LARGE = ERRORS.body_too_large.message;
const URL_TOO_LONG = ERRORS.url_too_long.message;

let ctx: TestContext;
let callers: Callers;
let fixtures: Fixtures;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ callers, fixtures } = await setUpFixtures(ctx));
});
afterAll(() => ctx.close());

/** Valid JSON, one field padded past the limit. */
const oversized = JSON.stringify({
  email: 'ana@example.com',
  password: 'segredo1',
  padding: 'x'.repeat(JSON_BODY_MAX_BYTES + 1024),
});

const AUTH_ROUTES = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/change-password',
  '/api/auth/sign-out',
];
const withBody = Object.keys(ROUTES).filter((key) => !key.startsWith('GET ') && key.includes(' /api/'));
const uploadRoutes = withBody.filter((key) => isUploadBody(ROUTES[key]!.body));
const jsonRoutes = withBody.filter((key) => !isUploadBody(ROUTES[key]!.body));

describe('body limit', () => {
  it.each(AUTH_ROUTES)('POST %s refuses a body over 64 KB with a pt-BR 413', async (path) => {
    const response = await ctx.client().request('POST', path, oversized);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toEqual({ code: 'too_large', message: BODY_TOO_LARGE });
    expect(BODY_TOO_LARGE).toBe('O conteúdo enviado é grande demais.');
  });

  it.each(jsonRoutes)('%s refuses a body over 64 KB, sent by its rightful caller, and changes nothing', async (key) => {
    const [method] = key.split(' ');
    const spec = ROUTES[key]!;
    const caller = spec.access === 'admin' ? callers.admin : callers.motherA;
    const before = await dataDigest(ctx.db);
    const response = await caller.request(method!, spec.path(fixtures), oversized);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe(BODY_TOO_LARGE);
    expect(await dataDigest(ctx.db)).toEqual(before);
  });

  it('refuses by the Content-Length a client announces, before reading a byte of the body', async () => {
    const response = await ctx.app.request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) },
      body: new ReadableStream({
        pull() {
          throw new Error('the body was read');
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('takes a body just under the limit', async () => {
    const content = 'a'.repeat(8000);
    const response = await callers.motherA.post('/api/chat/tips', { content });
    expect(response.status).toBe(201);
  });

  it('leaves the upload routes to their own, larger limits', async () => {
    expect(uploadRoutes.sort()).toEqual([
      'POST /api/babies/:id/photo',
      'POST /api/community/media',
      'POST /api/imports/huckleberry',
      'POST /api/profile/avatar',
      'POST /api/profile/chat-background',
    ]);
    for (const key of uploadRoutes) expect(isUploadRoute('POST', ROUTES[key]!.path(fixtures)), key).toBe(true);
    for (const key of jsonRoutes)
      expect(isUploadRoute(key.split(' ')[0]!, ROUTES[key]!.path(fixtures)), key).toBe(false);

    // A photo with 200 KB of padding after its end passes the JSON limit, checked by the upload's own.
    const padded = new Uint8Array(PNG_1PX.byteLength + 200 * 1024);
    padded.set(PNG_1PX);
    const response = await callers.motherA.upload('/api/profile/avatar', padded, 'foto.png', 'image/png');
    expect(response.status).not.toBe(413);
  });
});

describe('URL length', () => {
  it('refuses a query string that makes the URL longer than 4 KB with a pt-BR 414', async () => {
    const response = await callers.motherA.get(`/api/community/posts?cursor=${'a'.repeat(URL_MAX_CHARS)}`);
    expect(response.status).toBe(414);
    expect(await errorOf(response)).toEqual({ code: 'url_too_long', message: URL_TOO_LONG });
    expect(URL_TOO_LONG).toBe('O endereço pedido é longo demais.');
  });

  it('refuses a long path the same way, signed in or not', async () => {
    const response = await ctx.client().get(`/api/babies/${'b'.repeat(URL_MAX_CHARS)}`);
    expect(response.status).toBe(414);
  });

  it('leaves a URL under the limit to the route', async () => {
    const response = await callers.motherA.get(`/api/community/posts?cursor=${'a'.repeat(1000)}`);
    expect([response.status, (await errorOf(response)).message]).toEqual([
      400,
      'Página inválida. Recarregue a comunidade.',
    ]);
  });
});
