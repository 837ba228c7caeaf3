import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors';
import { createTestContext, errorOf, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ AUTH_RATE_LIMIT_MAX: '3' });
});
afterAll(() => ctx.close());

it('limits sign-in attempts per address with a pt-BR message', async () => {
  const client = ctx.client();
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await client.signIn('x@example.com', 'errada123')).status);
  expect(statuses).toEqual([401, 401, 401, 429]);
  const limited = await client.signIn('x@example.com', 'errada123');
  expect(limited.status).toBe(429);
  expect((await errorOf(limited)).message).toBe(ERRORS.rate_limited.message);
});

it('limits password-reset requests', async () => {
  const client = ctx.client();
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    statuses.push((await client.post('/api/auth/request-password-reset', { email: 'x@example.com' })).status);
  }
  expect(statuses.at(-1)).toBe(429);
});

it('does not let a client pick its own address with X-Forwarded-For', async () => {
  const client = ctx.client();
  for (let i = 0; i < 3; i++) expect((await client.signUp()).status).toBe(200);
  const spoofed = await client.request(
    'POST',
    '/api/auth/sign-up/email',
    { name: 'Ana', phone: '+55 (11) 98765-4321', email: 'spoof@example.com', password: 'segredo1' },
    { 'x-forwarded-for': '203.0.113.9' },
  );
  expect(spoofed.status).toBe(429);
});
