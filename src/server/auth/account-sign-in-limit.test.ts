import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../domain/errors';
import { authThrottles } from '../db/schema';
import { createTestContext, errorOf, type TestContext } from '../test/harness';
import { ACCOUNT_LOCKED } from './auth-errors';
import { ACCOUNT_SIGN_IN_RULE } from './auth-throttle';

const ACCOUNT_LOCKED_MESSAGE = errorMessage(...ACCOUNT_LOCKED);

// Behind a trusted proxy, so every attempt can come from an address of its own.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: '3' });
});
afterAll(() => ctx.close());

let addresses = 0;
/** An address never used before: the per-address limit never stops what comes from it. */
const newAddress = () => `10.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

function signInFromNewAddress(email: string, password: string) {
  return ctx
    .client()
    .request('POST', '/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': newAddress() });
}

async function signUp(email: string, password: string) {
  const response = await ctx
    .client()
    .request(
      'POST',
      '/api/auth/sign-up/email',
      { name: 'Ana Souza', phone: '+55 (11) 98765-4321', email, password },
      { 'x-forwarded-for': newAddress() },
    );
  expect(response.status).toBe(200);
}

async function failTimes(email: string, times: number) {
  const statuses = [];
  for (let i = 0; i < times; i++) statuses.push((await signInFromNewAddress(email, 'errada123')).status);
  return statuses;
}

describe('failed sign-ins per account, across addresses', () => {
  it('refuses the attempt after the tenth failure, even with the right password, with a pt-BR 429', async () => {
    await signUp('alvo@example.com', 'certa123');
    expect(await failTimes('alvo@example.com', ACCOUNT_SIGN_IN_RULE.max)).toEqual(
      Array(ACCOUNT_SIGN_IN_RULE.max).fill(401),
    );

    const locked = await signInFromNewAddress('ALVO@example.com', 'certa123');
    expect(locked.status).toBe(429);
    expect(await errorOf(locked)).toEqual({ code: 'rate_limited', message: ACCOUNT_LOCKED_MESSAGE });
    expect(ACCOUNT_LOCKED_MESSAGE).toBe(
      'Muitas tentativas de entrar com este e-mail. Por segurança, aguarde 15 minutos e tente novamente.',
    );
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(locked.headers.getSetCookie()).toEqual([]);
  });

  it('answers an e-mail no account has in the same words, so the limit tells nothing about accounts', async () => {
    const statuses = await failTimes('ninguem@example.com', ACCOUNT_SIGN_IN_RULE.max + 1);
    expect(statuses).toEqual([...Array(ACCOUNT_SIGN_IN_RULE.max).fill(401), 429]);
    const locked = await signInFromNewAddress('ninguem@example.com', 'errada123');
    expect(await errorOf(locked)).toEqual({ code: 'rate_limited', message: ACCOUNT_LOCKED_MESSAGE });
  });

  it('counts only failures: signing in with the right password takes the attempt back', async () => {
    await signUp('certa@example.com', 'certa123');
    await failTimes('certa@example.com', ACCOUNT_SIGN_IN_RULE.max - 1);
    for (let i = 0; i < 5; i++) expect((await signInFromNewAddress('certa@example.com', 'certa123')).status).toBe(200);
    expect(await failTimes('certa@example.com', 2)).toEqual([401, 429]);
  });

  it('lets her in again once the window has passed', async () => {
    await signUp('volta@example.com', 'certa123');
    await failTimes('volta@example.com', ACCOUNT_SIGN_IN_RULE.max + 1);
    expect((await signInFromNewAddress('volta@example.com', 'certa123')).status).toBe(429);

    await ctx.db.update(authThrottles).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await signInFromNewAddress('volta@example.com', 'certa123')).status).toBe(200);
  });

  it('lifts the limit when she sets a new password from the mailed link', async () => {
    await signUp('redefine@example.com', 'antiga123');
    await failTimes('redefine@example.com', ACCOUNT_SIGN_IN_RULE.max + 1);
    expect((await signInFromNewAddress('redefine@example.com', 'antiga123')).status).toBe(429);

    await ctx
      .client()
      .request(
        'POST',
        '/api/auth/request-password-reset',
        { email: 'redefine@example.com' },
        { 'x-forwarded-for': newAddress() },
      );
    await ctx.background.drain();
    const token = decodeURIComponent(
      /token=(\S+)/.exec(ctx.mail.filter((m) => m.to === 'redefine@example.com').at(-1)!.text)![1]!,
    );
    const reset = await ctx
      .client()
      .request(
        'POST',
        '/api/auth/reset-password',
        { token, newPassword: 'novinha123' },
        { 'x-forwarded-for': newAddress() },
      );
    expect(reset.status).toBe(200);
    expect((await signInFromNewAddress('redefine@example.com', 'novinha123')).status).toBe(200);
  });

  it('holds when many attempts arrive at once (one atomic count per attempt)', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 25 }, () => signInFromNewAddress('paralelo@example.com', 'errada123')),
    );
    const statuses = attempts.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_SIGN_IN_RULE.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - ACCOUNT_SIGN_IN_RULE.max);
  });

  it('keeps no e-mail in clear in its counters', async () => {
    const rows = await ctx.db.select().from(authThrottles);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/example\.com|10\.0\.\d/);
  });

  it('still limits one address on its own', async () => {
    const client = ctx.client();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await client.request(
            'POST',
            '/api/auth/sign-in/email',
            { email: `x${i}@example.com`, password: 'errada123' },
            { 'x-forwarded-for': '203.0.113.50' },
          )
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
