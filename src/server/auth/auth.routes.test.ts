import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors';
import { profiles, verifications } from '../db/schema';
import { createTestContext, errorOf, type TestContext } from '../test/harness';
import { okJson } from '../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('sign-up', () => {
  it('creates the account and the profile with full name and phone', async () => {
    const client = ctx.client();
    const response = await client.signUp({ name: '  Maria Clara Lima ', email: 'maria@example.com' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { id: string }; token?: string };
    expect(body.token).toBeUndefined();

    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, body.user.id));
    expect(profile).toMatchObject({
      fullName: 'Maria Clara Lima',
      email: 'maria@example.com',
      phone: '+55 (11) 98765-4321',
    });

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ profile: { fullName: 'Maria Clara Lima' }, baby: null, isAdmin: false });
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await ctx.client().signUp();
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('lumma.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('refuses an e-mail already registered', async () => {
    await ctx.client().signUp({ email: 'dup@example.com' });
    const response = await ctx.client().signUp({ email: 'DUP@example.com' });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ message: 'Este e-mail já está cadastrado' });
  });

  it.each([
    [{ name: 'A' }, 'Nome deve ter no mínimo 2 caracteres'],
    [{ phone: '11987654321' }, 'Telefone inválido. Use o formato +55 (DDD) número'],
    [{ email: 'ana@' }, 'E-mail inválido'],
    [{ password: '123' }, 'A senha deve ter no mínimo 6 caracteres'],
    [{ password: 'x'.repeat(101) }, 'Senha muito longa'],
  ])('refuses %o with the spec message', async (fields, message) => {
    const response = await ctx.client().signUp(fields);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const response = await ctx.client().request('POST', '/api/auth/sign-up/email', '{not json');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(ERRORS.invalid_body.message);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in, and a wrong password gives the spec message', async () => {
    await ctx.client().signUp({ email: 'bia@example.com', password: 'certa123' });

    const wrong = await ctx.client().signIn('bia@example.com', 'errada123');
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).message).toBe('E-mail ou senha incorretos');

    const unknown = await ctx.client().signIn('ninguem@example.com', 'errada123');
    expect((await errorOf(unknown)).message).toBe('E-mail ou senha incorretos');

    const client = ctx.client();
    expect((await client.signIn('bia@example.com', 'certa123')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('hands no session token to page scripts: sign-up, sign-in and get-session', async () => {
    const client = ctx.client();
    const signUp = await client.signUp({ email: 'gina@example.com', password: 'segredo1' });
    const signIn = await client.signIn('gina@example.com', 'segredo1');
    const session = await client.get('/api/auth/get-session');
    const bodies = [await signUp.text(), await signIn.text(), await session.text()];
    expect([signUp.status, signIn.status, session.status]).toEqual([200, 200, 200]);
    const cookieToken = decodeURIComponent(client.cookieHeader().match(/lumma\.session_token=([^;.]+)/)![1]!);
    for (const body of bodies) {
      expect(body).not.toMatch(/"token"/);
      expect(body).not.toContain(cookieToken);
    }
    expect(JSON.parse(bodies[2]!)).toMatchObject({
      user: { email: 'gina@example.com' },
      session: { userId: expect.any(String) },
    });
  });

  it('ends the session on sign-out, even for a copy of the old cookie', async () => {
    const client = ctx.client();
    await client.signUp({ email: 'carla@example.com' });
    const stolen = client.cookieHeader();

    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);

    const replay = await ctx.app.request('http://lumma.test/api/me', { headers: { cookie: stolen } });
    expect(replay.status).toBe(401);
  });

  it('answers /api/me without a session with 401 and the pt-BR message', async () => {
    const response = await ctx.client().get('/api/me');
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe('Sessão expirada. Entre novamente.');
  });
});

describe('password reset', () => {
  function linkTo(email: string) {
    const message = ctx.mail.filter((m) => m.to === email).at(-1);
    const link = message?.text.match(/http\S+\/redefinir-senha\?token=(\S+)/);
    return { url: link?.[0], token: decodeURIComponent(link?.[1] ?? '') };
  }

  it('mails a link that sets a new password once', async () => {
    await ctx.client().signUp({ email: 'dora@example.com', password: 'antiga123' });
    const request = await ctx.client().post('/api/auth/request-password-reset', { email: 'dora@example.com' });
    expect(request.status).toBe(200);
    expect(await request.json()).toEqual({ status: true });
    // The mail is written after the reply.
    await ctx.background.drain();
    const { url, token } = linkTo('dora@example.com');
    expect(url).toMatch(/^http:\/\/lumma\.test\/redefinir-senha\?token=/);

    const reset = await ctx.client().post('/api/auth/reset-password', { token, newPassword: 'novinha123' });
    expect(reset.status).toBe(200);
    expect((await ctx.client().signIn('dora@example.com', 'novinha123')).status).toBe(200);
    expect((await ctx.client().signIn('dora@example.com', 'antiga123')).status).toBe(401);

    const again = await ctx.client().post('/api/auth/reset-password', { token, newPassword: 'outra12345' });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toMatch(/inválido ou já expirou/);
  });

  it('ends the personal access tokens of the account whose password the link sets', async () => {
    const client = ctx.client();
    await client.signUp({ email: 'flor@example.com', password: 'antiga123' });
    const { token } = await okJson(
      client.api['access-tokens'].$post({ json: { name: 'Atalho', scope: 'escrita', expiresInDays: 30 } as never }),
    );
    const viaToken = () => ctx.client().request('GET', '/api/babies', undefined, { authorization: `Bearer ${token}` });
    expect((await viaToken()).status).toBe(200);
    await ctx.client().post('/api/auth/request-password-reset', { email: 'flor@example.com' });
    await ctx.background.drain();
    const reset = await ctx.client().post('/api/auth/reset-password', {
      token: linkTo('flor@example.com').token,
      newPassword: 'novinha123',
    });
    expect(reset.status).toBe(200);
    expect((await viaToken()).status).toBe(401);
  });

  it('refuses an expired link', async () => {
    await ctx.client().signUp({ email: 'eva@example.com' });
    await ctx.client().post('/api/auth/request-password-reset', { email: 'eva@example.com' });
    await ctx.background.drain();
    const { token } = linkTo('eva@example.com');
    await ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));

    const reset = await ctx.client().post('/api/auth/reset-password', { token, newPassword: 'novinha123' });
    expect(reset.status).toBe(400);
    expect((await errorOf(reset)).message).toMatch(/inválido ou já expirou/);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = ctx.mail.length;
    const response = await ctx.client().post('/api/auth/request-password-reset', { email: 'fantasma@example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    await ctx.background.drain();
    expect(ctx.mail.length).toBe(before);
  });

  it('checks the new password length', async () => {
    const response = await ctx.client().post('/api/auth/reset-password', { token: 'x', newPassword: '123' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('A senha deve ter no mínimo 6 caracteres');
  });
});

describe('request guards', () => {
  it('refuses a mutating request from another origin and creates nothing', async () => {
    const response = await ctx
      .client()
      .request(
        'POST',
        '/api/auth/sign-up/email',
        { name: 'Eve', phone: '+55 (11) 98765-4321', email: 'eve@example.com', password: 'segredo1' },
        { origin: 'https://evil.example' },
      );
    expect(response.status).toBe(403);
    const rows = await ctx.db.select().from(profiles).where(eq(profiles.email, 'eve@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a cross-site request that sends no Origin', async () => {
    const response = await ctx
      .client()
      .request('POST', '/api/auth/sign-out', {}, { origin: '', 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
  });

  it('keeps better-auth endpoints we do not use closed', async () => {
    const client = ctx.client();
    await client.signUp();
    expect((await client.post('/api/auth/update-user', { name: 'X' })).status).toBe(404);
    expect((await client.post('/api/auth/delete-user', {})).status).toBe(404);
  });

  it('sends the security headers', async () => {
    const response = await ctx.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await ctx.client().get('/api/nada');
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('not_found');
  });
});
