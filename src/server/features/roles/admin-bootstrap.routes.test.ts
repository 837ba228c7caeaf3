import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userRoles, users } from '../../db/schema';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const admin = { fullName: 'Rita Admin', email: 'rita@lumma.test', password: 'admin123' };

describe('first administrator bootstrap', () => {
  it('validates the form with the spec messages', async () => {
    const response = await ctx.client().post('/api/admin/bootstrap', { ...admin, password: '123' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('A senha deve ter no mínimo 6 caracteres');
  });

  it('creates the admin once, without signing anyone in', async () => {
    const response = await ctx.client().post('/api/admin/bootstrap', admin);
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toHaveLength(0);

    const [user] = await ctx.db.select().from(users).where(eq(users.email, admin.email));
    const roles = await ctx.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
    expect(roles.map((r) => r.role)).toEqual(['admin']);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);

    const client = ctx.client();
    expect((await client.signIn(admin.email, admin.password)).status).toBe(200);
    expect(await (await client.get('/api/me')).json()).toMatchObject({
      isAdmin: true,
      profile: { fullName: 'Rita Admin' },
    });
  });

  it('refuses once an admin exists and creates nothing', async () => {
    const before = await ctx.db.select().from(users);
    const response = await ctx.client().post('/api/admin/bootstrap', { ...admin, email: 'outra@lumma.test' });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toMatch(/Já existe um administrador/);
    expect(await ctx.db.select().from(users)).toHaveLength(before.length);
  });

  it('does not make a regular user an admin', async () => {
    const client = ctx.client();
    await client.signUp();
    expect(await (await client.get('/api/me')).json()).toMatchObject({ isAdmin: false });
  });
});

describe('bootstrap races', () => {
  it('lets exactly one of two simultaneous requests through', async () => {
    const race = await createTestContext();
    try {
      const [a, b] = await Promise.all([
        race.client().post('/api/admin/bootstrap', { ...admin, email: 'a@lumma.test' }),
        race.client().post('/api/admin/bootstrap', { ...admin, email: 'b@lumma.test' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      expect(await race.db.select().from(userRoles)).toHaveLength(1);
    } finally {
      await race.close();
    }
  });

  it('releases the claim when the account cannot be created', async () => {
    const fresh = await createTestContext();
    try {
      await fresh.client().signUp({ email: 'taken@lumma.test' });
      const taken = await fresh.client().post('/api/admin/bootstrap', { ...admin, email: 'taken@lumma.test' });
      expect(taken.status).toBe(409);
      expect((await errorOf(taken)).message).toBe('Este e-mail já está cadastrado');
      const ok = await fresh.client().post('/api/admin/bootstrap', { ...admin, email: 'free@lumma.test' });
      expect(ok.status).toBe(201);
    } finally {
      await fresh.close();
    }
  });
});
