import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { motherWithBaby } from '../test/factories';
import { createTestContext, errorOf, type TestContext } from '../test/harness';
import { okJson } from '../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TOKEN_RATE_LIMIT_MAX: '3' });
});
afterAll(() => ctx.close());

describe('a personal access token’s rate', () => {
  it('answers 429 with Retry-After past TOKEN_RATE_LIMIT_MAX calls a minute, for that token alone', async () => {
    const mother = await motherWithBaby(ctx);
    const make = async (name: string) =>
      (await okJson(mother.api['access-tokens'].$post({ json: { name, scope: 'leitura', expiresInDays: 30 } }))).token;
    const [busy, calm] = [await make('Apressado'), await make('Calmo')];
    const call = (token: string) =>
      ctx.client().request('GET', '/api/babies', undefined, { authorization: `Bearer ${token}` });

    for (let i = 0; i < 3; i++) expect((await call(busy)).status).toBe(200);
    const refused = await call(busy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await errorOf(refused)).code).toBe('rate_limited');
    expect((await call(calm)).status).toBe(200);
  });
});
