import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InferResponseType } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { babies, notificationPreferences, profiles, sessions, users } from '../../db/schema';
import { babyFields, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestClient, type TestContext } from '../../test/harness';
import { jpegLike } from '../../test/images';
import { okJson, type TypedClient } from '../../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function mother(email = `m.${Math.random().toString(36).slice(2)}@example.com`) {
  const { client, api, userId } = await signedUpMother(ctx, { email, password: 'segredo1' });
  return { client, api, email, id: userId };
}

type MotherFields = Parameters<TypedClient['profile']['$put']>[0]['json'];
/** The route's type names every field, but the optional ones may be left out, as the web leaves them. */
const motherFields = (fields: Partial<MotherFields>) => fields as MotherFields;

/** An avatar goes up multipart, as the browser sends it (`TestClient.upload`); its answer is the route's. */
type AvatarAnswer = InferResponseType<TypedClient['profile']['avatar']['$post'], 200>;

describe('mother data', () => {
  it('updates name, phone and birth date, keeping the account name in step', async () => {
    const { api, id, email } = await mother();
    const response = await api.profile.$put({
      json: { fullName: ' Ana Beatriz ', phone: '+55 (21) 3333-4444', birthDate: '1992-04-03', email },
    });
    expect(response.status).toBe(200);
    expect(await okJson(response)).toMatchObject({
      profile: { fullName: 'Ana Beatriz', phone: '+55 (21) 3333-4444', birthDate: '1992-04-03', email },
    });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ name: 'Ana Beatriz', phone: '+55 (21) 3333-4444' });
  });

  it('does not let the e-mail change', async () => {
    const { api } = await mother();
    const response = await api.profile.$put({ json: motherFields({ fullName: 'Ana', email: 'outro@example.com' }) });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('O email não pode ser alterado');
  });

  it('requires the name', async () => {
    const { api } = await mother();
    const response = await api.profile.$put({ json: motherFields({ fullName: '  ' }) });
    expect((await errorOf(response)).message).toBe('Nome e email são obrigatórios');
  });

  it('stores the avatar under a random name in her folder and replaces the old file', async () => {
    const { client, id } = await mother();
    const first = (await (await client.upload('/api/profile/avatar', jpegLike())).json()) as AvatarAnswer;
    expect(first.profile.avatarUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect(first.profile.avatarUrl).not.toContain(id);
    const second = (await (await client.upload('/api/profile/avatar', jpegLike())).json()) as AvatarAnswer;
    expect(second.profile.avatarUrl).not.toBe(first.profile.avatarUrl);
    expect(fs.readdirSync(path.join(ctx.mediaDir, id))).toEqual([second.profile.avatarUrl!.split('/').pop()]);
  });
});

describe('notification preferences', () => {
  it('starts from the spec defaults and round-trips', async () => {
    const { api } = await mother();
    const defaults = await okJson(api.profile.notifications.$get());
    expect(defaults).toEqual({
      preferences: {
        vaccines: true,
        appointments: true,
        feeding: false,
        sleep: false,
        diaper: false,
        medication: true,
        growth: true,
        tips: false,
      },
    });
    const changed = {
      vaccines: false,
      appointments: true,
      feeding: true,
      sleep: false,
      diaper: false,
      medication: true,
      growth: true,
      tips: true,
    };
    expect((await api.profile.notifications.$put({ json: changed })).status).toBe(200);
    expect(await okJson(api.profile.notifications.$get())).toEqual({ preferences: changed });
  });

  it('refuses a partial or malformed body', async () => {
    const { client } = await mother();
    const response = await client.request('PUT', '/api/profile/notifications', { vaccines: 'sim' });
    expect(response.status).toBe(400);
  });
});

describe('password change', () => {
  it('keeps this session, ends the others, and needs the current password', async () => {
    const { client, api, email } = await mother();
    const otherDevice = ctx.client();
    await otherDevice.signIn(email, 'segredo1');

    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'errada',
      newPassword: 'novinha1',
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toBe('Senha atual incorreta');

    const short = await client.post('/api/auth/change-password', { currentPassword: 'segredo1', newPassword: '123' });
    expect((await errorOf(short)).message).toBe('A senha deve ter pelo menos 6 caracteres');

    const ok = await client.post('/api/auth/change-password', { currentPassword: 'segredo1', newPassword: 'novinha1' });
    expect(ok.status).toBe(200);
    expect((await api.me.$get()).status).toBe(200);
    expect((await otherDevice.api.me.$get()).status).toBe(401);
    expect((await ctx.client().signIn(email, 'novinha1')).status).toBe(200);
    expect((await ctx.client().signIn(email, 'segredo1')).status).toBe(401);
  });

  it('ends her personal access tokens too, and only a change that succeeds does', async () => {
    const { client, api } = await mother();
    const { token } = await okJson(
      api['access-tokens'].$post({ json: { name: 'Atalho', scope: 'escrita', expiresInDays: 30 } as never }),
    );
    const viaToken = () => ctx.client().request('GET', '/api/babies', undefined, { authorization: `Bearer ${token}` });
    expect((await viaToken()).status).toBe(200);
    await client.post('/api/auth/change-password', { currentPassword: 'errada', newPassword: 'novinha1' });
    expect((await viaToken()).status).toBe(200);

    await client.post('/api/auth/change-password', { currentPassword: 'segredo1', newPassword: 'novinha1' });
    const after = await viaToken();
    expect(after.status).toBe(401);
    expect((await errorOf(after)).code).toBe('token_invalid');
    expect((await okJson(api['access-tokens'].$get())).tokens).toEqual([]);
  });
});

describe('data rights', () => {
  async function withBabyAndPhoto({ client, api }: { client: TestClient; api: TypedClient }, name: string) {
    const { baby } = await okJson(
      api.babies.$post({ json: babyFields({ name, birthDate: '2026-01-01', weight: 3.2 }) }),
    );
    await client.upload(`/api/babies/${baby.id}/photo`, jpegLike());
    await client.upload('/api/profile/avatar', jpegLike());
    await api.profile.notifications.$put({
      json: {
        vaccines: true,
        appointments: true,
        feeding: true,
        sleep: true,
        diaper: true,
        medication: true,
        growth: true,
        tips: true,
      },
    });
  }

  it('exports exactly her own rows', async () => {
    const ana = await mother();
    const bia = await mother();
    await withBabyAndPhoto(ana, 'Bebê da Ana');
    await withBabyAndPhoto(bia, 'Bebê da Bia');

    const response = await ana.api.account.export.$get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="lumma-meus-dados-\d{4}-\d{2}-\d{2}\.json"/,
    );
    // The export is streamed: its answer has no type.
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(Object.keys(data)).toEqual([
      'account',
      'profile',
      'notificationPreferences',
      'babies',
      'familyInvitations',
      'bookletEntries',
      'agendaEvents',
      'growthMeasurements',
      'milestoneMarks',
      'reminders',
      'vaccines',
      'savedTips',
      'chatMessages',
      'community',
      'subscriptions',
      'appAccess',
      'healthUnits',
    ]);
    expect(data.account).toMatchObject({ email: ana.email });
    expect(data.profile).toMatchObject({ id: ana.id, email: ana.email });
    expect(data.notificationPreferences).toMatchObject({ feeding: true });
    const exportedBabies = data.babies as { id: string; name: string; userId: string }[];
    expect(exportedBabies.map((b) => b.name)).toEqual(['Bebê da Ana']);
    const measurements = data.growthMeasurements as { babyId: string; weightKg: number }[];
    expect(measurements.map((m) => m.weightKg)).toEqual([3.2]);
    expect(measurements[0]?.babyId).toBe(exportedBabies[0]?.id);
    expect(JSON.stringify(data)).not.toContain(bia.email);
    expect(JSON.stringify(data)).not.toContain('Bebê da Bia');
    expect(JSON.stringify(data)).not.toMatch(/password|token/i);
  });

  it('deletes the account, her rows and her files, and leaves others untouched', async () => {
    const ana = await mother();
    const bia = await mother();
    await withBabyAndPhoto(ana, 'Bebê da Ana');
    await withBabyAndPhoto(bia, 'Bebê da Bia');

    // A confirmation the route's type does not allow.
    const unconfirmed = await ana.client.request('DELETE', '/api/account', { confirmation: 'sim' });
    expect(unconfirmed.status).toBe(400);
    expect((await errorOf(unconfirmed)).message).toBe('Digite EXCLUIR para confirmar');

    const response = await ana.api.account.$delete({ json: { confirmation: 'EXCLUIR' } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => /lumma\.session_token=;/.test(c))).toBe(true);

    for (const table of [users, profiles, sessions]) {
      const idColumn = 'userId' in table ? table.userId : table.id;
      expect(await ctx.db.select().from(table).where(eq(idColumn, ana.id))).toHaveLength(0);
    }
    expect(await ctx.db.select().from(babies).where(eq(babies.userId, ana.id))).toHaveLength(0);
    expect(
      await ctx.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, ana.id)),
    ).toHaveLength(0);
    expect(fs.existsSync(path.join(ctx.mediaDir, ana.id))).toBe(false);
    expect((await ctx.client().signIn(ana.email, 'segredo1')).status).toBe(401);

    expect(await ctx.db.select().from(babies).where(eq(babies.userId, bia.id))).toHaveLength(1);
    expect(fs.readdirSync(path.join(ctx.mediaDir, bia.id))).toHaveLength(2);
    expect((await bia.api.me.$get()).status).toBe(200);
  });

  it('does not let the last administrator delete herself', async () => {
    const fresh = await createTestContext();
    try {
      await fresh
        .client()
        .api.admin.bootstrap.$post({ json: { fullName: 'Rita', email: 'rita@example.com', password: 'admin123' } });
      const admin = fresh.client();
      await admin.signIn('rita@example.com', 'admin123');
      const response = await admin.api.account.$delete({ json: { confirmation: 'EXCLUIR' } });
      expect(response.status).toBe(409);
      expect((await admin.api.me.$get()).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
