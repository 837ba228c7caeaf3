import { and, eq } from 'drizzle-orm';
import type { InferResponseType } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  blockedUsers,
  communityComments,
  communityLikes,
  communityPosts,
  communityReports,
  communitySafetyFlags,
  userRoles,
} from '../../db/schema';
import { OFFENSIVE_REASON } from '../../platform/moderation/moderation';
import { signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';
import { heicLike, jpegLike, PNG_1PX, videoLike } from '../../test/images';
import { okJson, type TypedClient } from '../../test/typed-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function mother(name = 'Ana Souza') {
  const { client, api, userId } = await signedUpMother(ctx, { name });
  return { client, api, id: userId };
}

/** A file goes up multipart, as the browser sends it (`TestClient.upload`); its answer is the route's. */
type MediaAnswer = InferResponseType<TypedClient['community']['media']['$post'], 201>;
const mediaOf = async (upload: Promise<Response>) => ((await (await upload).json()) as MediaAnswer).media;

async function makeAdmin(userId: string) {
  await ctx.db.insert(userRoles).values({ userId, role: 'admin' });
}

type PostFields = Parameters<TypedClient['community']['posts']['$post']>[0]['json'];

async function post(client: TypedClient, json: PostFields) {
  const response = await client.community.posts.$post({ json });
  return { response, post: response.ok ? (await okJson(response)).post : null };
}

const feed = (client: TypedClient, cursor?: string) =>
  okJson(client.community.posts.$get({ query: cursor ? { cursor } : {} }));
const commentsOf = (client: TypedClient, id: string, cursor?: string) =>
  client.community.posts[':id'].comments.$get({ param: { id }, query: cursor ? { cursor } : {} });
const comment = (client: TypedClient, id: string, content: string) =>
  client.community.posts[':id'].comments.$post({ param: { id }, json: { content } });
const like = (client: TypedClient, id: string) => client.community.posts[':id'].like.$put({ param: { id } });
type ReportFields = Parameters<TypedClient['community']['posts'][':id']['reports']['$post']>[0]['json'];
const report = (client: TypedClient, id: string, json: ReportFields) =>
  client.community.posts[':id'].reports.$post({ param: { id }, json });
const deletePost = (client: TypedClient, id: string) => client.community.posts[':id'].$delete({ param: { id } });

describe('a crisis or an emergency written in the community', () => {
  it('publishes it and answers its author alone with the safety card, 192 first when the baby is in danger', async () => {
    const ana = await mother('Ana Cansada');
    const crisis = await ana.api.community.posts.$post({
      json: { content: 'não aguento mais, vou fazer uma besteira', category: 'Experiências' },
    });
    expect(crisis.status).toBe(201);
    const { post: created, safety } = await okJson(crisis);
    expect(safety).toEqual({ emergency: false, crisis: true });

    const bia = await mother('Bia Leitora');
    const seen = (await feed(bia.api)).items.find((p) => p.id === created.id);
    expect(seen?.content).toBe('não aguento mais, vou fazer uma besteira');
    expect(JSON.stringify(seen)).not.toMatch(/safety|crise/i);

    const urgent = await comment(bia.api, created.id, 'meu filho engasgou e tá ficando roxo');
    expect((await okJson(urgent)).safety).toEqual({ emergency: true, crisis: false });
    const calm = await comment(bia.api, created.id, 'força, mamãe!');
    expect((await okJson(calm)).safety).toBeNull();
    const { items } = await okJson(commentsOf(ana.api, created.id));
    expect(JSON.stringify(items)).not.toMatch(/safety/);
  });

  it('gives the card and the flag for a possible crisis in her words, not for a possible danger to the baby', async () => {
    const carla = await mother('Carla Exausta');
    const softened = 'já escrevi uma carta pro meu marido e pro bebê';
    const published = await carla.api.community.posts.$post({ json: { content: softened, category: 'Experiências' } });
    const { post: created, safety } = await okJson(published);
    expect(safety).toEqual({ emergency: false, crisis: true });
    const flags = await ctx.db.select().from(communitySafetyFlags).where(eq(communitySafetyFlags.postId, created.id));
    expect(flags).toHaveLength(1);

    const fear = await comment(carla.api, created.id, 'to com medo de mim perto do meu filho');
    expect((await okJson(fear)).safety).toEqual({ emergency: false, crisis: true });
    const fever = await comment(carla.api, created.id, 'a febre dele baixou com banho morno?');
    expect((await okJson(fever)).safety).toBeNull();
    const figure = await comment(carla.api, created.id, 'to morrendo de sono, ele acordou 5 vezes');
    expect((await okJson(figure)).safety).toBeNull();
    const all = await ctx.db.select().from(communitySafetyFlags).where(eq(communitySafetyFlags.postId, created.id));
    expect(all).toHaveLength(2);
  });

  it("deletes the post's safety flags with the post", async () => {
    const ana = await mother('Ana Apagou');
    const { post: created } = await post(ana.api, { content: 'já escrevi uma carta de despedida pro meu marido' });
    const flagsOf = () =>
      ctx.db.select().from(communitySafetyFlags).where(eq(communitySafetyFlags.postId, created!.id));
    await comment(ana.api, created!.id, 'não aguento mais');
    expect(await flagsOf()).toHaveLength(2);
    expect((await deletePost(ana.api, created!.id)).status).toBe(200);
    expect(await flagsOf()).toEqual([]);
  });

  it("puts the flags on what she wrote, and no one else's, in her data export", async () => {
    const ana = await mother('Ana Exporta');
    const bia = await mother('Bia Exporta');
    const { post: hers } = await post(ana.api, { content: 'acho que eles ficariam melhor sem mim' });
    const { post: other } = await post(bia.api, { content: 'não aguento mais, quero sumir' });
    const { comment: herComment } = await okJson(comment(ana.api, other!.id, 'eu também não aguento mais'));
    await comment(bia.api, hers!.id, 'quero desaparecer também');

    const { data } = (await (await ana.api.account.export.$get()).json()) as {
      data: { community: { safetyFlags: { postId: string; commentId: string | null; status: string }[] } };
    };
    const flags = data.community.safetyFlags.map(({ postId, commentId, status }) => ({ postId, commentId, status }));
    expect(flags).toHaveLength(2);
    expect(flags).toEqual(
      expect.arrayContaining([
        { postId: hers!.id, commentId: null, status: 'pending' },
        { postId: other!.id, commentId: herComment.id, status: 'pending' },
      ]),
    );
  });
});

describe('posts', () => {
  it('publishes a trimmed post at the top of the feed with its author and category', async () => {
    const ana = await mother('Ana Souza');
    const { response, post: created } = await post(ana.api, {
      content: '  Meu bebê não dorme à noite, alguma dica?\n\nObrigada!  ',
      category: 'Dúvida',
    });
    expect(response.status).toBe(201);
    expect(created).toMatchObject({
      content: 'Meu bebê não dorme à noite, alguma dica?\n\nObrigada!',
      category: 'Dúvida',
      author: { id: ana.id, name: 'Ana Souza', isAdmin: false },
      likeCount: 0,
      commentCount: 0,
    });
    const other = await mother('Bia Lima');
    expect((await feed(other.api)).items[0]).toMatchObject({
      id: created!.id,
      likedByMe: false,
      favoritedByMe: false,
    });
  });

  it('defaults the category to Experiências', async () => {
    const { api } = await mother();
    expect((await post(api, { content: 'Hoje ele sorriu pela primeira vez!' })).post?.category).toBe('Experiências');
  });

  it.each([
    [{ content: '   ' }, 'Digite algo antes de postar'],
    [{ content: 'a'.repeat(2001) }, 'O post deve ter no máximo 2000 caracteres'],
    [{ content: 'Oi', category: 'Política' }, 'Categoria inválida'],
  ])('refuses %j with its message', async (body, message) => {
    const { client } = await mother();
    // A category outside the route's type, sent as it is.
    const response = await client.post('/api/community/posts', body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  it('asks a signed-out visitor to log in for each action, in the action’s words', async () => {
    const { api } = await mother();
    const { post: created } = await post(api, { content: 'Post para testar login' });
    const visitor = ctx.client();
    const cases: [string, string, string][] = [
      ['POST', '/api/community/posts', 'Faça login para criar posts'],
      ['PUT', `/api/community/posts/${created!.id}/like`, 'Faça login para curtir posts'],
      ['POST', `/api/community/posts/${created!.id}/comments`, 'Faça login para comentar'],
      ['PUT', `/api/community/posts/${created!.id}/favorite`, 'Faça login para favoritar'],
    ];
    for (const [method, path, message] of cases) {
      const response = await visitor.request(method, path, { content: 'Oi' });
      expect(response.status).toBe(401);
      expect((await errorOf(response)).message).toBe(message);
    }
    expect((await visitor.api.community.posts.$get({ query: {} })).status).toBe(401);
  });

  it('refuses an offensive post with the moderator’s reason and saves nothing', async () => {
    const { api, id } = await mother();
    const { response } = await post(api, { content: 'Sua vaca idiota, ninguém liga pro seu bebê' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(OFFENSIVE_REASON);
    expect(await ctx.db.select().from(communityPosts).where(eq(communityPosts.userId, id))).toHaveLength(0);
  });

  it('deletes her own post softly; another mother cannot delete it', async () => {
    const ana = await mother();
    const bia = await mother();
    const { post: created } = await post(ana.api, { content: 'Vou apagar depois' });
    const refused = await deletePost(bia.api, created!.id);
    expect(refused.status).toBe(404);
    expect((await feed(ana.api)).items.map((p) => p.id)).toContain(created!.id);

    expect((await deletePost(ana.api, created!.id)).status).toBe(200);
    expect((await feed(ana.api)).items.map((p) => p.id)).not.toContain(created!.id);
    const [row] = await ctx.db.select().from(communityPosts).where(eq(communityPosts.id, created!.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.deletedBy).toBe(ana.id);
    expect((await like(ana.api, created!.id)).status).toBe(404);
  });

  it('lets an administrator delete any post and shows her badge on her own posts', async () => {
    const ana = await mother();
    const admin = await mother('Equipe Lumma');
    await makeAdmin(admin.id);
    const { post: created } = await post(ana.api, { content: 'Post de outra mãe' });
    expect((await deletePost(admin.api, created!.id)).status).toBe(200);
    expect((await feed(ana.api)).items.map((p) => p.id)).not.toContain(created!.id);
    const audited = await ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetPostId, created!.id));
    expect(audited).toMatchObject([{ adminId: admin.id, action: 'deletePost', targetUserId: ana.id }]);

    const { post: announcement } = await post(admin.api, { content: 'Bem-vindas à comunidade!' });
    expect(announcement?.author.isAdmin).toBe(true);
  });

  it('hides posts a moderator took out of the feed', async () => {
    const { api } = await mother();
    const { post: created } = await post(api, { content: 'Post que a moderação escondeu' });
    await ctx.db.update(communityPosts).set({ isModerated: true }).where(eq(communityPosts.id, created!.id));
    expect((await feed(api)).items.map((p) => p.id)).not.toContain(created!.id);
    expect((await api.community.posts[':id'].$get({ param: { id: created!.id } })).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed post id', async () => {
    const { api } = await mother();
    expect((await api.community.posts[':id'].$get({ param: { id: 'nao-existe' } })).status).toBe(404);
    expect((await like(api, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('likes and favourites', () => {
  it('keeps one like for two concurrent likes and removes it once', async () => {
    const ana = await mother();
    const bia = await mother();
    const { post: created } = await post(ana.api, { content: 'Curtam!' });
    const [first, second] = await Promise.all([like(bia.api, created!.id), like(bia.api, created!.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await ctx.db.select().from(communityLikes).where(eq(communityLikes.postId, created!.id))).toHaveLength(1);
    expect((await feed(bia.api)).items.find((p) => p.id === created!.id)).toMatchObject({
      likeCount: 1,
      likedByMe: true,
    });
    expect((await feed(ana.api)).items.find((p) => p.id === created!.id)).toMatchObject({
      likeCount: 1,
      likedByMe: false,
    });

    const unlike = () => bia.api.community.posts[':id'].like.$delete({ param: { id: created!.id } });
    const removed = await okJson(unlike());
    expect(removed.post).toMatchObject({ likeCount: 0, likedByMe: false });
    expect((await unlike()).status).toBe(200);
  });

  it('lists favourites newest first and drops one when unfavourited', async () => {
    const ana = await mother();
    const bia = await mother();
    const { post: first } = await post(ana.api, { content: 'Primeiro favorito' });
    const { post: second } = await post(ana.api, { content: 'Segundo favorito' });
    const favorite = (id: string) => bia.api.community.posts[':id'].favorite.$put({ param: { id } });
    const favorites = (client: TypedClient) => okJson(client.community.favorites.$get({ query: {} }));
    await favorite(first!.id);
    await favorite(second!.id);
    await favorite(second!.id);
    const favorited = await favorites(bia.api);
    expect(favorited.items.map((p) => p.id)).toEqual([second!.id, first!.id]);
    expect(favorited.items.every((p) => p.favoritedByMe)).toBe(true);

    await bia.api.community.posts[':id'].favorite.$delete({ param: { id: second!.id } });
    const after = await favorites(bia.api);
    expect(after.items.map((p) => p.id)).toEqual([first!.id]);
    expect((await favorites(ana.api)).items).toEqual([]);
  });
});

describe('comments', () => {
  it('adds a comment, counts it, and lets only its author or an admin delete it', async () => {
    const ana = await mother('Ana Souza');
    const bia = await mother('Bia Lima');
    const admin = await mother('Equipe Lumma');
    await makeAdmin(admin.id);
    const { post: created } = await post(ana.api, { content: 'Alguém tem dica para cólica?' });
    const deleteComment = (client: TypedClient, id: string) =>
      client.community.comments[':id'].$delete({ param: { id } });

    const added = await comment(bia.api, created!.id, '  Massagem na barriguinha ajudou aqui!  ');
    expect(added.status).toBe(201);
    const { comment: saved } = await okJson(added);
    expect(saved).toMatchObject({ content: 'Massagem na barriguinha ajudou aqui!', author: { name: 'Bia Lima' } });
    expect((await feed(ana.api)).items.find((p) => p.id === created!.id)?.commentCount).toBe(1);

    expect((await deleteComment(ana.api, saved.id)).status).toBe(404);
    expect((await deleteComment(bia.api, saved.id)).status).toBe(200);

    const second = await okJson(comment(bia.api, created!.id, 'Outra dica: bolsa morna.'));
    expect((await deleteComment(admin.api, second.comment.id)).status).toBe(200);
    expect((await okJson(commentsOf(ana.api, created!.id))).items).toEqual([]);
  });

  it('refuses an empty or offensive comment with its message', async () => {
    const ana = await mother();
    const { post: created } = await post(ana.api, { content: 'Post para comentar' });
    const empty = await comment(ana.api, created!.id, '   ');
    expect([empty.status, (await errorOf(empty)).message]).toEqual([400, 'Digite algo antes de comentar']);
    const offensive = await comment(ana.api, created!.id, 'Você é uma idiota mesmo');
    expect([offensive.status, (await errorOf(offensive)).message]).toEqual([422, OFFENSIVE_REASON]);
  });

  it('pages comments oldest first, twenty at a time', async () => {
    const ana = await mother();
    const { post: created } = await post(ana.api, { content: 'Muitos comentários' });
    // Straight into the table: 23 comments in a row through the API would be refused as flooding.
    const start = Date.now();
    await ctx.db.insert(communityComments).values(
      Array.from({ length: 23 }, (_, i) => ({
        postId: created!.id,
        userId: ana.id,
        content: `Comentário número ${i + 1}`,
        createdAt: new Date(start + i),
      })),
    );
    const first = await okJson(commentsOf(ana.api, created!.id));
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.content).toBe('Comentário número 1');
    const second = await okJson(commentsOf(ana.api, created!.id, first.nextCursor!));
    expect(second.items.map((c) => c.content)).toEqual([
      'Comentário número 21',
      'Comentário número 22',
      'Comentário número 23',
    ]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('feed paging', () => {
  it('pages 45 posts as 20, 20 and 5, newest first, without repeating one that shares a timestamp', async () => {
    const { id } = await mother();
    const { api: paging } = await signedUpMother(ctx);
    const start = Date.now() + 60 * 60 * 1000;
    // Posts made at the same instant must still each appear once.
    const rows = Array.from({ length: 45 }, (_, i) => ({
      userId: id,
      content: `Post em massa ${i}`,
      category: 'Sono',
      createdAt: new Date(start + Math.floor(i / 3) * 1000),
    }));
    await ctx.db.insert(communityPosts).values(rows);

    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await feed(paging, cursor);
      sizes.push(page.items.length);
      seen.push(...page.items.map((p) => p.content));
      cursor = page.nextCursor ?? undefined;
    } while (cursor && sizes.length < 10);
    const massPosts = seen.filter((c) => c.startsWith('Post em massa'));
    expect(sizes.slice(0, 2)).toEqual([20, 20]);
    expect(new Set(massPosts).size).toBe(45);
    expect(massPosts.slice(0, 3).sort()).toEqual(['Post em massa 42', 'Post em massa 43', 'Post em massa 44']);
  });

  it('refuses a forged cursor with a clear message', async () => {
    const { api } = await mother();
    const response = await api.community.posts.$get({ query: { cursor: 'bm9wZQ' } });
    expect([response.status, (await errorOf(response)).message]).toEqual([
      400,
      'Página inválida. Recarregue a comunidade.',
    ]);
  });
});

describe('reports and blocked mothers', () => {
  it('creates one pending report per mother per post', async () => {
    const ana = await mother();
    const bia = await mother();
    const { post: created } = await post(ana.api, { content: 'Post que será denunciado' });
    expect((await report(bia.api, created!.id, { reason: 'Spam ou propaganda' })).status).toBe(201);
    const again = await report(bia.api, created!.id, { reason: 'Outro motivo', details: 'de novo' });
    expect([again.status, (await errorOf(again)).message]).toEqual([
      409,
      'Você já denunciou este post. Nossa equipe vai analisar.',
    ]);
    const own = await report(ana.api, created!.id, { reason: 'Outro motivo' });
    expect(own.status).toBe(400);
    const reports = await ctx.db.select().from(communityReports).where(eq(communityReports.postId, created!.id));
    expect(reports).toMatchObject([{ reporterId: bia.id, status: 'pending', reason: 'Spam ou propaganda' }]);
  });

  it('lets a blocked mother read but not post, comment or like', async () => {
    const ana = await mother();
    const blocked = await mother();
    const { post: created } = await post(ana.api, { content: 'Post de uma mãe não bloqueada' });
    await ctx.db.insert(blockedUsers).values({ userId: blocked.id, reason: 'Ofensas repetidas' });
    const message =
      'Sua conta está bloqueada na comunidade: você pode ler, favoritar e denunciar posts, mas não pode publicar, comentar ou curtir.';
    for (const response of [
      await blocked.api.community.posts.$post({ json: { content: 'Tentando postar' } }),
      await comment(blocked.api, created!.id, 'Tentando comentar'),
      await like(blocked.api, created!.id),
    ]) {
      expect([response.status, (await errorOf(response)).message]).toEqual([403, message]);
    }
    expect((await blocked.api.community.posts.$get({ query: {} })).status).toBe(200);
    expect(await okJson(blocked.api.community.status.$get())).toEqual({ blocked: true, isAdmin: false });
    expect(
      await ctx.db
        .select()
        .from(communityLikes)
        .where(and(eq(communityLikes.userId, blocked.id))),
    ).toHaveLength(0);
  });

  it('lets a blocked mother favourite, report and save tips, as the block message says', async () => {
    const ana = await mother();
    const blocked = await mother();
    const { post: created } = await post(ana.api, { content: 'Post que ela ainda pode guardar' });
    await ctx.db.insert(blockedUsers).values({ userId: blocked.id, reason: 'Ofensas repetidas' });

    const favorited = await blocked.api.community.posts[':id'].favorite.$put({ param: { id: created!.id } });
    expect(favorited.status).toBe(200);
    expect((await okJson(favorited)).post.favoritedByMe).toBe(true);
    expect((await report(blocked.api, created!.id, { reason: 'Spam ou propaganda' })).status).toBe(201);
    expect(
      (await blocked.api.chat.tips.$post({ json: { content: 'Oferecer água depois das refeições' } })).status,
    ).toBe(201);

    const reports = await ctx.db.select().from(communityReports).where(eq(communityReports.postId, created!.id));
    expect(reports.map((r) => r.reporterId)).toEqual([blocked.id]);
  });
});

describe('media', () => {
  it('stores a photo under a random name and attaches it to a post', async () => {
    const ana = await mother();
    const form = new FormData();
    form.append('file', new Blob([PNG_1PX], { type: 'image/png' }), 'foto.png');
    form.append('index', '1');
    const uploaded = await ana.client.request('POST', '/api/community/media', form);
    expect(uploaded.status).toBe(201);
    const { media } = (await uploaded.json()) as MediaAnswer;
    expect(media.type).toBe('image');
    expect(media.url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.png$/);

    const movie = await mediaOf(
      ana.client.upload('/api/community/media', videoLike('qt  '), 'video.mov', 'video/quicktime'),
    );
    expect(movie).toMatchObject({ type: 'video', url: expect.stringMatching(/\.mov$/) });

    const { post: created } = await post(ana.api, { content: 'Olha que fofura', media: [media, movie] });
    expect(created?.media).toEqual([media, movie]);
    const file = await ana.client.get(media.url);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('serves a byte range of a video, as Safari asks for it', async () => {
    const ana = await mother();
    const media = await mediaOf(
      ana.client.upload('/api/community/media', videoLike('isom', 10_000), 'v.mp4', 'video/mp4'),
    );
    const part = await ana.client.request('GET', media.url, undefined, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-99/10000');
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const outside = await ana.client.request('GET', media.url, undefined, { range: 'bytes=20000-' });
    expect(outside.status).toBe(416);
  });

  it('refuses by the bytes what is not a photo or video, HEIC, and a photo over 10 MB', async () => {
    const { client } = await mother();
    const pdf = await client.upload(
      '/api/community/media',
      Buffer.from('%PDF-1.7 receita'),
      'receita.pdf',
      'image/jpeg',
    );
    expect([pdf.status, (await errorOf(pdf)).message]).toEqual([
      400,
      'Arquivo receita.pdf não é uma imagem ou vídeo válido',
    ]);
    const heic = await client.upload('/api/community/media', heicLike(), 'IMG_0001.heic', 'image/heic');
    expect(heic.status).toBe(400);
    const big = await client.upload('/api/community/media', jpegLike(10 * 1024 * 1024 + 1), 'grande.jpg');
    expect([big.status, (await errorOf(big)).message]).toEqual([413, 'grande.jpg é muito grande. Máximo: 10MB']);
  });

  it('refuses a post that points at another mother’s file or at one that does not exist', async () => {
    const ana = await mother();
    const bia = await mother();
    const media = await mediaOf(ana.client.upload('/api/community/media', PNG_1PX, 'a.png', 'image/png'));
    const stolen = await post(bia.api, { content: 'Foto dos outros', media: [media] });
    expect(stolen.response.status).toBe(400);
    const missing = await post(ana.api, {
      content: 'Foto sumida',
      media: [{ url: `/media/${ana.id}/1700000000000-0.jpg`, type: 'image' }],
    });
    expect(missing.response.status).toBe(400);
  });
});

describe('fail-closed moderation', () => {
  it('saves nothing and says so when the moderator cannot answer', async () => {
    const broken = await createTestContext(
      {},
      {},
      { moderator: { moderate: () => Promise.reject(new Error('down')) } },
    );
    try {
      const { api: client, userId } = await signedUpMother(broken);
      const refused = await client.community.posts.$post({ json: { content: 'Oi, mães!' } });
      expect([refused.status, (await errorOf(refused)).message]).toEqual([
        503,
        'Erro ao verificar conteúdo. Tente novamente.',
      ]);
      expect(await broken.db.select().from(communityPosts)).toHaveLength(0);

      const [row] = await broken.db
        .insert(communityPosts)
        .values({ userId, content: 'Post antigo', category: 'Sono' })
        .returning();
      const refusedComment = await comment(client, row!.id, 'Que bom!');
      expect([refusedComment.status, (await errorOf(refusedComment)).message]).toEqual([
        503,
        'Erro ao verificar comentário. Tente novamente.',
      ]);
    } finally {
      await broken.close();
    }
  });
});

/** Reads a live-updates stream as it arrives; `text` holds everything read so far. */
function liveStream(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const stream = {
    text: '',
    async readUntil(needle: string) {
      while (!stream.text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        stream.text += value;
      }
    },
    cancel: () => reader.cancel(),
  };
  return stream;
}

describe('live updates', () => {
  it('streams a notice to a connected mother when another one posts', async () => {
    const ana = await mother();
    const bia = await mother();
    const response = await bia.api.community.events.$get();
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const stream = liveStream(response);
    await stream.readUntil('event: ready');
    const { post: created } = await post(ana.api, { content: 'Chegou ao vivo?' });
    await stream.readUntil(created!.id);
    expect(stream.text).toContain(`"table":"posts","operation":"insert","postId":"${created!.id}"`);
    await stream.cancel();
  });

  it('resolves the reports of a post its author deletes, and sends one notice', async () => {
    const ana = await mother();
    const bia = await mother();
    const { post: reported } = await post(ana.api, { content: 'Post denunciado que ela mesma apaga' });
    const reportResponse = await report(bia.api, reported!.id, { reason: 'Spam ou propaganda' });
    expect(reportResponse.status).toBe(201);

    const response = await bia.api.community.events.$get();
    const stream = liveStream(response);
    await stream.readUntil('event: ready');
    expect((await deletePost(ana.api, reported!.id)).status).toBe(200);
    // Notices arrive in the order they were sent: a second one for the deletion would come before this post's.
    const { post: later } = await post(bia.api, { content: 'Um post depois da exclusão' });
    await stream.readUntil(later!.id);
    expect(stream.text.split(`"operation":"delete","postId":"${reported!.id}"`)).toHaveLength(2);
    await stream.cancel();

    const reports = await ctx.db.select().from(communityReports).where(eq(communityReports.postId, reported!.id));
    expect(reports.map((r) => r.status)).toEqual(['resolved']);
  });
});
