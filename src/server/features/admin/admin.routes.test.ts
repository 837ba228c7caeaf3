import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  blockedUsers,
  communityPosts,
  communityReports,
  plans,
  profiles,
  subscriptions,
  userActivity,
  userRoles,
  users,
} from '../../db/schema';
import { babyFields, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestClient, type TestContext } from '../../test/harness';
import { okJson, type TypedClient } from '../../test/typed-client';
import { EXACT_COUNT_UP_TO } from './counted-or-estimated';

let ctx: TestContext;
let admin: { client: TestClient; api: TypedClient; id: string };
let paidPlanId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await account('Rita Coordenadora');
  await ctx.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
  const [plan] = await ctx.db
    .insert(plans)
    .values({ name: 'Plano de Teste', price: 29.9, billingPeriod: 'monthly' })
    .onConflictDoNothing()
    .returning();
  paidPlanId = plan!.id;
});
afterAll(() => ctx.close());

async function account(name = 'Ana Souza', email?: string) {
  const { client, api, userId } = await signedUpMother(ctx, { name, ...(email ? { email } : {}) });
  return { client, api, id: userId };
}

const auditOf = async (action: string) => ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));

describe('admin routes refuse everyone else', () => {
  it('answers 401 to a visitor and 403 to a mother, and changes nothing', async () => {
    const visitor = ctx.client();
    const mother = await account('Mãe Curiosa');
    const target = await account('Alvo');
    const post = '00000000-0000-4000-8000-000000000000';
    const user = { param: { id: target.id } };
    const calls: [string, (api: TypedClient) => Promise<Response>][] = [
      ['GET /api/admin/stats', (api) => api.admin.stats.$get()],
      ['GET /api/admin/users', (api) => api.admin.users.$get({ query: {} })],
      [
        'POST /api/admin/users',
        (api) => api.admin.users.$post({ json: { email: 'nova@example.com', password: 'segredo1', fullName: 'Nova' } }),
      ],
      [
        'POST /api/admin/users/:id/password',
        (api) => api.admin.users[':id'].password.$post({ ...user, json: { newPassword: 'hackeada' } }),
      ],
      [
        'PUT /api/admin/users/:id/plan',
        (api) => api.admin.users[':id'].plan.$put({ ...user, json: { planId: paidPlanId } }),
      ],
      ['DELETE /api/admin/users/:id', (api) => api.admin.users[':id'].$delete(user)],
      [
        'PUT /api/admin/users/:id/block',
        (api) => api.admin.users[':id'].block.$put({ ...user, json: { reason: 'teste' } }),
      ],
      ['DELETE /api/admin/users/:id/block', (api) => api.admin.users[':id'].block.$delete(user)],
      ['GET /api/admin/revenue', (api) => api.admin.revenue.$get()],
      ['GET /api/admin/activity', (api) => api.admin.activity.$get()],
      ['GET /api/admin/moderation/reports', (api) => api.admin.moderation.reports.$get()],
      ['GET /api/admin/moderation/posts', (api) => api.admin.moderation.posts.$get()],
      ['GET /api/admin/moderation/blocked', (api) => api.admin.moderation.blocked.$get()],
      [
        'POST /api/admin/posts/:id/delete',
        (api) => api.admin.posts[':id'].delete.$post({ param: { id: post }, json: { reason: 'teste' } }),
      ],
      [
        'POST /api/admin/posts/:id/dismiss-reports',
        (api) => api.admin.posts[':id']['dismiss-reports'].$post({ param: { id: post } }),
      ],
      ['GET /api/admin/audit', (api) => api.admin.audit.$get({ query: {} })],
    ];
    for (const [call, send] of calls) {
      const anonymous = await send(visitor.api);
      expect(anonymous.status, call).toBe(401);
      const forbidden = await send(mother.api);
      expect(forbidden.status, call).toBe(403);
      expect((await errorOf(forbidden)).message).toBe('Acesso restrito a administradoras.');
    }
    expect(await ctx.db.select().from(users).where(eq(users.email, 'nova@example.com'))).toHaveLength(0);
    expect(await ctx.db.select().from(users).where(eq(users.id, target.id))).toHaveLength(1);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(profile?.planId).toBeNull();
    expect(await ctx.db.select().from(blockedUsers)).toHaveLength(0);
    expect(await ctx.db.select().from(adminAuditLog)).toHaveLength(0);
  });
});

describe('users', () => {
  it('creates a user with a lower-cased e-mail and a plan, who then signs in', async () => {
    const response = await admin.api.admin.users.$post({
      json: { email: '  Clara.Nova@Example.com ', password: 'senha123', fullName: 'Clara Nova', planId: paidPlanId },
    });
    expect(response.status).toBe(201);
    const { userId } = await okJson(response);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ email: 'clara.nova@example.com', fullName: 'Clara Nova', planId: paidPlanId });
    expect((await ctx.client().signIn('clara.nova@example.com', 'senha123')).status).toBe(200);
    expect(await auditOf('createUser')).toMatchObject([{ adminId: admin.id, targetUserId: userId }]);

    const again = await admin.api.admin.users.$post({
      json: { email: 'clara.nova@example.com', password: 'senha123', fullName: 'Clara' },
    });
    expect([again.status, (await errorOf(again)).message]).toEqual([409, 'Este e-mail já está cadastrado']);
  });

  it.each([
    [{ email: '', password: 'senha123', fullName: 'Clara' }, 'Preencha e-mail, senha e nome.'],
    [{ email: 'x@example.com', password: '123', fullName: 'Clara' }, 'A senha deve ter no mínimo 6 caracteres.'],
  ])('refuses %j with the spec message', async (body, message) => {
    const response = await admin.api.admin.users.$post({ json: body });
    expect([response.status, (await errorOf(response)).message]).toEqual([400, message]);
  });

  it('finds users by a piece of the name or e-mail, twenty a page', async () => {
    await account('Joaquina Pesquisável', 'joaquina.busca@example.com');
    const users = (query: { search?: string; page?: string }) => okJson(admin.api.admin.users.$get({ query }));
    const byName = await users({ search: 'pesquis' });
    expect(byName.users.map((u) => u.fullName)).toEqual(['Joaquina Pesquisável']);
    const byEmail = await users({ search: 'BUSCA@' });
    expect(byEmail.total).toBe(1);
    const literal = await users({ search: '%' });
    expect(literal.total).toBe(0);
    const first = await users({ page: '1' });
    expect(first.pageSize).toBe(20);
    expect(first.users.length).toBe(Math.min(20, first.total));
  });

  it('resets a password: her sessions and access tokens end and the new one works', async () => {
    const mother = await account('Esquecida', 'esquecida@example.com');
    const { token } = await okJson(
      mother.api['access-tokens'].$post({ json: { name: 'Atalho', scope: 'leitura', expiresInDays: 30 } as never }),
    );
    const password = (newPassword: string) =>
      admin.api.admin.users[':id'].password.$post({ param: { id: mother.id }, json: { newPassword } });
    const response = await password('nova-senha');
    expect(response.status).toBe(200);
    expect((await mother.api.me.$get()).status).toBe(401);
    const viaToken = await ctx.client().request('GET', '/api/babies', undefined, { authorization: `Bearer ${token}` });
    expect(viaToken.status).toBe(401);
    expect((await ctx.client().signIn('esquecida@example.com', 'segredo1')).status).toBe(401);
    expect((await ctx.client().signIn('esquecida@example.com', 'nova-senha')).status).toBe(200);
    expect(await auditOf('resetPassword')).toMatchObject([{ targetUserId: mother.id }]);
    const empty = await password('');
    expect(empty.status).toBe(400);
  });

  it('changes a plan: a paid plan opens an active subscription, removing it ends it', async () => {
    const mother = await account('Assinante');
    const plan = (planId: string | null) =>
      admin.api.admin.users[':id'].plan.$put({ param: { id: mother.id }, json: { planId } });
    expect((await plan(paidPlanId)).status).toBe(200);
    let subs = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, mother.id));
    expect(subs).toMatchObject([{ status: 'active', amount: 29.9, planId: paidPlanId }]);

    expect((await plan(null)).status).toBe(200);
    subs = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, mother.id));
    expect(subs).toMatchObject([{ status: 'canceled' }]);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, mother.id));
    expect(profile?.planId).toBeNull();
    expect((await auditOf('updatePlan')).filter((a) => a.targetUserId === mother.id)).toHaveLength(2);

    const unknown = await plan('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(400);
  });

  it('deletes a user with her data, and never the last administrator', async () => {
    const mother = await account('Sai Daqui');
    await ctx.db.insert(communityPosts).values({ userId: mother.id, content: 'Um post', category: 'Sono' });
    const deleteUser = (id: string) => admin.api.admin.users[':id'].$delete({ param: { id } });
    expect((await deleteUser(mother.id)).status).toBe(200);
    expect(await ctx.db.select().from(users).where(eq(users.id, mother.id))).toHaveLength(0);
    expect(await ctx.db.select().from(communityPosts).where(eq(communityPosts.userId, mother.id))).toHaveLength(0);
    expect(await auditOf('deleteUser')).toMatchObject([{ targetUserId: mother.id }]);

    const self = await deleteUser(admin.id);
    expect(self.status).toBe(400);
    expect((await deleteUser('nao-existe')).status).toBe(404);
  });
});

describe('moderation', () => {
  it('groups pending reports per post, deletes with a required reason and resolves them', async () => {
    const author = await account('Autora');
    const [post] = await ctx.db
      .insert(communityPosts)
      .values({ userId: author.id, content: 'x'.repeat(200), category: 'Saúde' })
      .returning();
    for (const name of ['Relatora Um', 'Relatora Dois']) {
      const reporter = await account(name);
      await reporter.api.community.posts[':id'].reports.$post({
        param: { id: post!.id },
        json: { reason: 'Informação de saúde perigosa' },
      });
    }
    const { reports } = await okJson(admin.api.admin.moderation.reports.$get());
    const entry = reports.find((r) => r.post.id === post!.id);
    expect(entry).toMatchObject({ count: 2, reasons: ['Informação de saúde perigosa'] });
    expect(entry?.post.preview).toBe(`${'x'.repeat(150)}…`);
    const { posts } = await okJson(admin.api.admin.moderation.posts.$get());
    expect(posts.map((p) => p.id)).toContain(post!.id);

    const deletePost = (reason: string) =>
      admin.api.admin.posts[':id'].delete.$post({ param: { id: post!.id }, json: { reason } });
    const noReason = await deletePost('  ');
    expect([noReason.status, (await errorOf(noReason)).message]).toEqual([400, 'Informe o motivo da exclusão.']);
    expect((await deletePost('Orientação perigosa sobre remédios')).status).toBe(200);

    const [row] = await ctx.db.select().from(communityPosts).where(eq(communityPosts.id, post!.id));
    expect(row).toMatchObject({ deletedBy: admin.id, deletionReason: 'Orientação perigosa sobre remédios' });
    expect(
      (await ctx.db.select().from(communityReports).where(eq(communityReports.postId, post!.id))).map((r) => r.status),
    ).toEqual(['resolved', 'resolved']);
    expect(await auditOf('deletePost')).toMatchObject([
      { targetPostId: post!.id, targetUserId: author.id, reason: 'Orientação perigosa sobre remédios' },
    ]);
    const after = await okJson(admin.api.admin.moderation.reports.$get());
    expect(after.reports.map((r) => r.post.id)).not.toContain(post!.id);
    expect((await deletePost('de novo')).status).toBe(404);
  });

  it('puts "Possível crise" at the top of the queue, with the words and whose they are, until a moderator keeps the post', async () => {
    const reported = await account('Autora Denunciada');
    const [plain] = await ctx.db
      .insert(communityPosts)
      .values({ userId: reported.id, content: 'Post denunciado', category: 'Outro' })
      .returning();
    const reporter = await account('Relatora Zelosa');
    await reporter.api.community.posts[':id'].reports.$post({
      param: { id: plain!.id },
      json: { reason: 'Outro motivo' },
    });
    const author = await account('Autora Em Crise');
    const created = await author.api.community.posts.$post({
      json: { content: 'Ninguém me entende, não aguento mais', category: 'Experiências' },
    });
    const { post } = await okJson(created);
    const friend = await account('Amiga Comentarista');
    await friend.api.community.posts[':id'].comments.$post({
      param: { id: plain!.id },
      json: { content: 'eu quero sumir também' },
    });

    const queue = async () => (await okJson(admin.api.admin.moderation.reports.$get())).reports;
    const [first, second, ...rest] = await queue();
    expect(first).toMatchObject({
      post: { id: plain!.id },
      count: 1,
      possibleCrisis: { writtenIn: 'comment', preview: 'eu quero sumir também', authorName: 'Amiga Comentarista' },
    });
    expect(second).toMatchObject({
      post: { id: post.id },
      count: 0,
      possibleCrisis: { writtenIn: 'post', authorName: 'Autora Em Crise' },
    });
    expect(rest.every((r) => r.possibleCrisis === null)).toBe(true);

    expect((await admin.api.admin.posts[':id']['dismiss-reports'].$post({ param: { id: post.id } })).status).toBe(200);
    expect((await queue()).map((r) => r.post.id)).not.toContain(post.id);
    expect((await author.api.admin.moderation.reports.$get()).status).toBe(403);
  });

  it('dismisses the reports of a post that stays', async () => {
    const author = await account('Autora Inocente');
    const reporter = await account('Relatora Apressada');
    const [post] = await ctx.db
      .insert(communityPosts)
      .values({ userId: author.id, content: 'Dica de banho', category: 'Sono' })
      .returning();
    await reporter.api.community.posts[':id'].reports.$post({
      param: { id: post!.id },
      json: { reason: 'Outro motivo' },
    });
    const dismiss = () => admin.api.admin.posts[':id']['dismiss-reports'].$post({ param: { id: post!.id } });
    expect((await dismiss()).status).toBe(200);
    expect((await ctx.db.select().from(communityReports).where(eq(communityReports.postId, post!.id)))[0]?.status).toBe(
      'dismissed',
    );
    expect((await dismiss()).status).toBe(404);
  });

  it('blocks a mother with a reason and unblocks her', async () => {
    const mother = await account('Briguenta');
    const block = (id: string, reason: string) =>
      admin.api.admin.users[':id'].block.$put({ param: { id }, json: { reason } });
    const unblock = () => admin.api.admin.users[':id'].block.$delete({ param: { id: mother.id } });
    const post = (content: string) => mother.api.community.posts.$post({ json: { content } });
    const noReason = await block(mother.id, '');
    expect([noReason.status, (await errorOf(noReason)).message]).toEqual([400, 'Informe o motivo do bloqueio.']);
    expect((await block(mother.id, 'Ofensas repetidas')).status).toBe(200);
    expect((await post('Tentando postar')).status).toBe(403);
    const { blocked } = await okJson(admin.api.admin.moderation.blocked.$get());
    expect(blocked).toContainEqual(expect.objectContaining({ userId: mother.id, reason: 'Ofensas repetidas' }));

    expect((await unblock()).status).toBe(200);
    expect((await post('Voltei com calma')).status).toBe(201);
    expect((await unblock()).status).toBe(404);
    expect((await auditOf('blockUser')).map((a) => a.reason)).toContain('Ofensas repetidas');
    expect((await auditOf('unblockUser')).map((a) => a.targetUserId)).toContain(mother.id);
    expect((await block(admin.id, 'x')).status).toBe(400);
  });
});

describe('numbers', () => {
  const stats = () => okJson(admin.api.admin.stats.$get());

  it('counts users, babies, care events, posts and paid users from the tables', async () => {
    const before = await stats();
    const mother = await account('Contada');
    const { baby } = await okJson(
      mother.api.babies.$post({ json: babyFields({ name: 'Bebê', birthDate: '2026-06-01' }) }),
    );
    expect(baby.id).toBeTruthy();
    await mother.api.community.posts.$post({ json: { content: 'Post que conta nas estatísticas' } });
    await admin.api.admin.users[':id'].plan.$put({ param: { id: mother.id }, json: { planId: paidPlanId } });
    const after = await stats();
    expect(after.users! - before.users!).toBe(1);
    expect(after.babies! - before.babies!).toBe(1);
    expect(after.posts! - before.posts!).toBe(1);
    expect(after.paidUsers! - before.paidUsers!).toBe(1);
    expect(after.activeSubscriptions! - before.activeSubscriptions!).toBe(1);
    expect(after.revenueThisMonth! - before.revenueThisMonth!).toBeCloseTo(29.9);
    // A clinic's tables are small: every figure is counted, none estimated.
    expect(after.estimated).toEqual([]);
  });

  it('estimates a table of more than 100 mil rows and says so, and still counts the small ones', async () => {
    const isolated = await createTestContext();
    try {
      const { api: client, userId } = await signedUpMother(isolated, { name: 'Admin Estimativas' });
      await isolated.db.insert(userRoles).values({ userId, role: 'admin' });
      const { baby } = await okJson(
        client.babies.$post({ json: babyFields({ name: 'Bebê de muitos registros', birthDate: '2026-06-01' }) }),
      );
      const events = EXACT_COUNT_UP_TO + 20_000;
      await isolated.db.execute(sql`insert into appointments (baby_id, type, appointment_date)
        select ${baby.id}, 'outro', now() - n * interval '1 minute' from generate_series(1, ${events}) n`);
      // What autovacuum does after a bulk insert, here at once.
      await isolated.db.execute(sql`analyze appointments`);
      const stats = await okJson(client.admin.stats.$get());
      expect(stats.estimated).toEqual(['careEvents']);
      expect(Math.abs(stats.careEvents - events) / events).toBeLessThan(0.05);
      expect(stats).toMatchObject({ users: 1, babies: 1, activeLast7Days: 1, inactiveOver30Days: 0 });
    } finally {
      await isolated.close();
    }
  });

  it('lists who went quiet, most inactive first, as Alerta over 30 days and Crítico over 60', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const quiet = await account('Sumida Alerta');
    const gone = await account('Sumida Crítica');
    const recent = await account('Quase Sumida');
    for (const [who, days] of [
      [quiet, 45],
      [gone, 70],
      [recent, 30],
    ] as const) {
      await ctx.db
        .update(profiles)
        .set({ createdAt: daysAgo(100) })
        .where(eq(profiles.id, who.id));
      await ctx.db
        .insert(userActivity)
        .values({ userId: who.id, lastActivity: daysAgo(days) })
        .onConflictDoUpdate({ target: userActivity.userId, set: { lastActivity: daysAgo(days) } });
    }
    const activity = await okJson(admin.api.admin.activity.$get());
    const ours = activity.inactiveUsers.filter((u) => [quiet.id, gone.id, recent.id].includes(u.id));
    expect(ours).toEqual([
      expect.objectContaining({ id: gone.id, status: 'Crítico', inactiveDays: 70 }),
      expect.objectContaining({ id: quiet.id, status: 'Alerta', inactiveDays: 45 }),
    ]);
  });

  it('sums revenue by month from subscriptions and compares with the month before', async () => {
    const isolated = await createTestContext();
    try {
      const { api: client, userId } = await signedUpMother(isolated, { name: 'Admin Receitas' });
      await isolated.db.insert(userRoles).values({ userId, role: 'admin' });
      const [plan] = await isolated.db
        .insert(plans)
        .values({ name: 'Pago', price: 100, billingPeriod: 'monthly' })
        .onConflictDoNothing()
        .returning();
      // The 15th of last month in São Paulo, by the database's clock, which the report reads (in
      // UTC, 00:00–03:00 on the 1st is still the month before there).
      const { rows } = await isolated.db.execute<{ at: string }>(
        sql`select ((date_trunc('month', now() at time zone 'America/Sao_Paulo') - interval '1 month' + interval '14 days 12 hours') at time zone 'America/Sao_Paulo')::text as at`,
      );
      const lastMonth = new Date(rows[0]!.at);
      await isolated.db.insert(subscriptions).values([
        { userId, planId: plan!.id, amount: 80, status: 'canceled', createdAt: lastMonth },
        { userId, planId: plan!.id, amount: 100, status: 'active' },
      ]);
      const revenue = await okJson(client.admin.revenue.$get());
      expect(revenue).toMatchObject({ thisMonth: 100, lastMonth: 80, monthChangePercent: 25, activeSubscriptions: 1 });
      expect(revenue.recent.length).toBe(2);
    } finally {
      await isolated.close();
    }
  });

  it('records when a signed-in mother last used the app, from her sign-up on', async () => {
    // Signed up without a request of her own yet, so this process has not recorded her.
    const client = ctx.client();
    const email = 'ativa.desde.o.cadastro@lumma.test';
    expect((await client.signUp({ name: 'Ativa', email })).ok).toBe(true);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    const activityOf = async () =>
      (await ctx.db.select().from(userActivity).where(eq(userActivity.userId, user!.id)))[0]?.lastActivity;
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(await activityOf()).toEqual(profile!.createdAt);
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    await ctx.db.update(userActivity).set({ lastActivity: tenDaysAgo }).where(eq(userActivity.userId, user!.id));
    await client.api.me.$get();
    await expect.poll(async () => (await activityOf())!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('the last administrator', () => {
  it('survives two administrators deleting each other at the same moment', async () => {
    const isolated = await createTestContext();
    try {
      const make = async (name: string) => {
        const { api, userId } = await signedUpMother(isolated, { name });
        await isolated.db.insert(userRoles).values({ userId, role: 'admin' });
        return { api, id: userId };
      };
      const [first, second] = [await make('Primeira'), await make('Segunda')];
      const statuses = await Promise.all([
        first.api.admin.users[':id'].$delete({ param: { id: second.id } }),
        second.api.admin.users[':id'].$delete({ param: { id: first.id } }),
      ]).then((responses) => responses.map((r) => r.status).sort());
      // The loser is refused whichever step of hers the winner's delete reached first: her session
      // gone with her (401), her administrator role gone while her session still stood (403), or
      // the last administrator kept (409).
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      expect(await isolated.db.select().from(userRoles).where(eq(userRoles.role, 'admin'))).toHaveLength(1);
    } finally {
      await isolated.close();
    }
  });
});
