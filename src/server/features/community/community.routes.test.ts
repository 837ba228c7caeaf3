import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  blockedUsers,
  communityComments,
  communityLikes,
  communityPosts,
  communityReports,
  userRoles,
} from '../../db/schema';
import { OFFENSIVE_REASON } from '../../platform/moderation/moderation';
import { signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestClient, type TestContext } from '../../test/harness';
import { heicLike, jpegLike, PNG_1PX, videoLike } from '../../test/images';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface Post {
  id: string;
  content: string;
  category: string;
  media: { url: string; type: string }[];
  author: { id: string; name: string; isAdmin: boolean };
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  favoritedByMe: boolean;
}
interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

async function mother(name = 'Ana Souza') {
  const { client, userId } = await signedUpMother(ctx, { name });
  return { client, id: userId };
}

async function makeAdmin(userId: string) {
  await ctx.db.insert(userRoles).values({ userId, role: 'admin' });
}

async function post(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post('/api/community/posts', body);
  return { response, post: response.ok ? ((await response.json()) as { post: Post }).post : null };
}

const feed = async (client: TestClient, cursor?: string) =>
  (await (await client.get(`/api/community/posts${cursor ? `?cursor=${cursor}` : ''}`)).json()) as Page<Post>;

describe('a crisis or an emergency written in the community', () => {
  it('publishes it and answers its author alone with the safety card, 192 first when the baby is in danger', async () => {
    const ana = await mother('Ana Cansada');
    const crisis = await ana.client.post('/api/community/posts', {
      content: 'não aguento mais, vou fazer uma besteira',
      category: 'Experiências',
    });
    expect(crisis.status).toBe(201);
    const { post: created, safety } = (await crisis.json()) as { post: Post; safety: unknown };
    expect(safety).toEqual({ emergency: false, crisis: true });

    const bia = await mother('Bia Leitora');
    const seen = (await feed(bia.client)).items.find((p) => p.id === created.id);
    expect(seen?.content).toBe('não aguento mais, vou fazer uma besteira');
    expect(JSON.stringify(seen)).not.toMatch(/safety|crise/i);

    const comment = await bia.client.post(`/api/community/posts/${created.id}/comments`, {
      content: 'meu filho engasgou e tá ficando roxo',
    });
    expect(((await comment.json()) as { safety: unknown }).safety).toEqual({ emergency: true, crisis: false });
    const calm = await bia.client.post(`/api/community/posts/${created.id}/comments`, { content: 'força, mamãe!' });
    expect(((await calm.json()) as { safety: unknown }).safety).toBeNull();
    const { items } = (await (await ana.client.get(`/api/community/posts/${created.id}/comments`)).json()) as Page<{
      content: string;
    }>;
    expect(JSON.stringify(items)).not.toMatch(/safety/);
  });
});

describe('posts', () => {
  it('publishes a trimmed post at the top of the feed with its author and category', async () => {
    const ana = await mother('Ana Souza');
    const { response, post: created } = await post(ana.client, {
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
    expect((await feed(other.client)).items[0]).toMatchObject({
      id: created!.id,
      likedByMe: false,
      favoritedByMe: false,
    });
  });

  it('defaults the category to Experiências', async () => {
    const { client } = await mother();
    expect((await post(client, { content: 'Hoje ele sorriu pela primeira vez!' })).post?.category).toBe('Experiências');
  });

  it.each([
    [{ content: '   ' }, 'Digite algo antes de postar'],
    [{ content: 'a'.repeat(2001) }, 'O post deve ter no máximo 2000 caracteres'],
    [{ content: 'Oi', category: 'Política' }, 'Categoria inválida'],
  ])('refuses %j with its message', async (body, message) => {
    const { client } = await mother();
    const { response } = await post(client, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  it('asks a signed-out visitor to log in for each action, in the action’s words', async () => {
    const { client } = await mother();
    const { post: created } = await post(client, { content: 'Post para testar login' });
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
    expect((await visitor.get('/api/community/posts')).status).toBe(401);
  });

  it('refuses an offensive post with the moderator’s reason and saves nothing', async () => {
    const { client, id } = await mother();
    const { response } = await post(client, { content: 'Sua vaca idiota, ninguém liga pro seu bebê' });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(OFFENSIVE_REASON);
    expect(await ctx.db.select().from(communityPosts).where(eq(communityPosts.userId, id))).toHaveLength(0);
  });

  it('deletes her own post softly; another mother cannot delete it', async () => {
    const ana = await mother();
    const bia = await mother();
    const { post: created } = await post(ana.client, { content: 'Vou apagar depois' });
    const refused = await bia.client.request('DELETE', `/api/community/posts/${created!.id}`);
    expect(refused.status).toBe(404);
    expect((await feed(ana.client)).items.map((p) => p.id)).toContain(created!.id);

    expect((await ana.client.request('DELETE', `/api/community/posts/${created!.id}`)).status).toBe(200);
    expect((await feed(ana.client)).items.map((p) => p.id)).not.toContain(created!.id);
    const [row] = await ctx.db.select().from(communityPosts).where(eq(communityPosts.id, created!.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.deletedBy).toBe(ana.id);
    expect((await ana.client.request('PUT', `/api/community/posts/${created!.id}/like`)).status).toBe(404);
  });

  it('lets an administrator delete any post and shows her badge on her own posts', async () => {
    const ana = await mother();
    const admin = await mother('Equipe Lumma');
    await makeAdmin(admin.id);
    const { post: created } = await post(ana.client, { content: 'Post de outra mãe' });
    expect((await admin.client.request('DELETE', `/api/community/posts/${created!.id}`)).status).toBe(200);
    expect((await feed(ana.client)).items.map((p) => p.id)).not.toContain(created!.id);
    const audited = await ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetPostId, created!.id));
    expect(audited).toMatchObject([{ adminId: admin.id, action: 'deletePost', targetUserId: ana.id }]);

    const { post: announcement } = await post(admin.client, { content: 'Bem-vindas à comunidade!' });
    expect(announcement?.author.isAdmin).toBe(true);
  });

  it('hides posts a moderator took out of the feed', async () => {
    const { client } = await mother();
    const { post: created } = await post(client, { content: 'Post que a moderação escondeu' });
    await ctx.db.update(communityPosts).set({ isModerated: true }).where(eq(communityPosts.id, created!.id));
    expect((await feed(client)).items.map((p) => p.id)).not.toContain(created!.id);
    expect((await client.get(`/api/community/posts/${created!.id}`)).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed post id', async () => {
    const { client } = await mother();
    expect((await client.get('/api/community/posts/nao-existe')).status).toBe(404);
    expect((await client.request('PUT', '/api/community/posts/00000000-0000-4000-8000-000000000000/like')).status).toBe(
      404,
    );
  });
});

describe('likes and favourites', () => {
  it('keeps one like for two concurrent likes and removes it once', async () => {
    const ana = await mother();
    const bia = await mother();
    const { post: created } = await post(ana.client, { content: 'Curtam!' });
    const path = `/api/community/posts/${created!.id}/like`;
    const [first, second] = await Promise.all([bia.client.request('PUT', path), bia.client.request('PUT', path)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await ctx.db.select().from(communityLikes).where(eq(communityLikes.postId, created!.id))).toHaveLength(1);
    expect((await feed(bia.client)).items.find((p) => p.id === created!.id)).toMatchObject({
      likeCount: 1,
      likedByMe: true,
    });
    expect((await feed(ana.client)).items.find((p) => p.id === created!.id)).toMatchObject({
      likeCount: 1,
      likedByMe: false,
    });

    const removed = (await (await bia.client.request('DELETE', path)).json()) as { post: Post };
    expect(removed.post).toMatchObject({ likeCount: 0, likedByMe: false });
    expect((await bia.client.request('DELETE', path)).status).toBe(200);
  });

  it('lists favourites newest first and drops one when unfavourited', async () => {
    const ana = await mother();
    const bia = await mother();
    const { post: first } = await post(ana.client, { content: 'Primeiro favorito' });
    const { post: second } = await post(ana.client, { content: 'Segundo favorito' });
    await bia.client.request('PUT', `/api/community/posts/${first!.id}/favorite`);
    await bia.client.request('PUT', `/api/community/posts/${second!.id}/favorite`);
    await bia.client.request('PUT', `/api/community/posts/${second!.id}/favorite`);
    const favorites = (await (await bia.client.get('/api/community/favorites')).json()) as Page<Post>;
    expect(favorites.items.map((p) => p.id)).toEqual([second!.id, first!.id]);
    expect(favorites.items.every((p) => p.favoritedByMe)).toBe(true);

    await bia.client.request('DELETE', `/api/community/posts/${second!.id}/favorite`);
    const after = (await (await bia.client.get('/api/community/favorites')).json()) as Page<Post>;
    expect(after.items.map((p) => p.id)).toEqual([first!.id]);
    expect(((await (await ana.client.get('/api/community/favorites')).json()) as Page<Post>).items).toEqual([]);
  });
});

describe('comments', () => {
  it('adds a comment, counts it, and lets only its author or an admin delete it', async () => {
    const ana = await mother('Ana Souza');
    const bia = await mother('Bia Lima');
    const admin = await mother('Equipe Lumma');
    await makeAdmin(admin.id);
    const { post: created } = await post(ana.client, { content: 'Alguém tem dica para cólica?' });
    const commentsPath = `/api/community/posts/${created!.id}/comments`;

    const added = await bia.client.post(commentsPath, { content: '  Massagem na barriguinha ajudou aqui!  ' });
    expect(added.status).toBe(201);
    const { comment } = (await added.json()) as { comment: { id: string; content: string; author: { name: string } } };
    expect(comment).toMatchObject({ content: 'Massagem na barriguinha ajudou aqui!', author: { name: 'Bia Lima' } });
    expect((await feed(ana.client)).items.find((p) => p.id === created!.id)?.commentCount).toBe(1);

    expect((await ana.client.request('DELETE', `/api/community/comments/${comment.id}`)).status).toBe(404);
    expect((await bia.client.request('DELETE', `/api/community/comments/${comment.id}`)).status).toBe(200);

    const second = (await (await bia.client.post(commentsPath, { content: 'Outra dica: bolsa morna.' })).json()) as {
      comment: { id: string };
    };
    expect((await admin.client.request('DELETE', `/api/community/comments/${second.comment.id}`)).status).toBe(200);
    expect(((await (await ana.client.get(commentsPath)).json()) as Page<unknown>).items).toEqual([]);
  });

  it('refuses an empty or offensive comment with its message', async () => {
    const ana = await mother();
    const { post: created } = await post(ana.client, { content: 'Post para comentar' });
    const path = `/api/community/posts/${created!.id}/comments`;
    const empty = await ana.client.post(path, { content: '   ' });
    expect([empty.status, (await errorOf(empty)).message]).toEqual([400, 'Digite algo antes de comentar']);
    const offensive = await ana.client.post(path, { content: 'Você é uma idiota mesmo' });
    expect([offensive.status, (await errorOf(offensive)).message]).toEqual([422, OFFENSIVE_REASON]);
  });

  it('pages comments oldest first, twenty at a time', async () => {
    const ana = await mother();
    const { post: created } = await post(ana.client, { content: 'Muitos comentários' });
    const path = `/api/community/posts/${created!.id}/comments`;
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
    const first = (await (await ana.client.get(path)).json()) as Page<{ content: string }>;
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.content).toBe('Comentário número 1');
    const second = (await (await ana.client.get(`${path}?cursor=${first.nextCursor}`)).json()) as Page<{
      content: string;
    }>;
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
    const paging = ctx.client();
    await paging.signUp();
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
    const { client } = await mother();
    const response = await client.get('/api/community/posts?cursor=bm9wZQ');
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
    const { post: created } = await post(ana.client, { content: 'Post que será denunciado' });
    const path = `/api/community/posts/${created!.id}/reports`;
    expect((await bia.client.post(path, { reason: 'Spam ou propaganda' })).status).toBe(201);
    const again = await bia.client.post(path, { reason: 'Outro motivo', details: 'de novo' });
    expect([again.status, (await errorOf(again)).message]).toEqual([
      409,
      'Você já denunciou este post. Nossa equipe vai analisar.',
    ]);
    const own = await ana.client.post(path, { reason: 'Outro motivo' });
    expect(own.status).toBe(400);
    const reports = await ctx.db.select().from(communityReports).where(eq(communityReports.postId, created!.id));
    expect(reports).toMatchObject([{ reporterId: bia.id, status: 'pending', reason: 'Spam ou propaganda' }]);
  });

  it('lets a blocked mother read but not post, comment or like', async () => {
    const ana = await mother();
    const blocked = await mother();
    const { post: created } = await post(ana.client, { content: 'Post de uma mãe não bloqueada' });
    await ctx.db.insert(blockedUsers).values({ userId: blocked.id, reason: 'Ofensas repetidas' });
    const message =
      'Sua conta está bloqueada na comunidade: você pode ler, favoritar e denunciar posts, mas não pode publicar, comentar ou curtir.';
    for (const response of [
      await blocked.client.post('/api/community/posts', { content: 'Tentando postar' }),
      await blocked.client.post(`/api/community/posts/${created!.id}/comments`, { content: 'Tentando comentar' }),
      await blocked.client.request('PUT', `/api/community/posts/${created!.id}/like`),
    ]) {
      expect([response.status, (await errorOf(response)).message]).toEqual([403, message]);
    }
    expect((await blocked.client.get('/api/community/posts')).status).toBe(200);
    expect(await (await blocked.client.get('/api/community/status')).json()).toEqual({ blocked: true, isAdmin: false });
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
    const { post: created } = await post(ana.client, { content: 'Post que ela ainda pode guardar' });
    await ctx.db.insert(blockedUsers).values({ userId: blocked.id, reason: 'Ofensas repetidas' });

    const favorited = await blocked.client.request('PUT', `/api/community/posts/${created!.id}/favorite`);
    expect(favorited.status).toBe(200);
    expect(((await favorited.json()) as { post: Post }).post.favoritedByMe).toBe(true);
    expect(
      (await blocked.client.post(`/api/community/posts/${created!.id}/reports`, { reason: 'Spam ou propaganda' }))
        .status,
    ).toBe(201);
    expect(
      (await blocked.client.post('/api/chat/tips', { content: 'Oferecer água depois das refeições' })).status,
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
    const { media } = (await uploaded.json()) as { media: { url: string; type: string } };
    expect(media.type).toBe('image');
    expect(media.url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.png$/);

    const video = await ana.client.upload('/api/community/media', videoLike('qt  '), 'video.mov', 'video/quicktime');
    const { media: movie } = (await video.json()) as { media: { url: string; type: string } };
    expect(movie).toMatchObject({ type: 'video', url: expect.stringMatching(/\.mov$/) });

    const { post: created } = await post(ana.client, { content: 'Olha que fofura', media: [media, movie] });
    expect(created?.media).toEqual([media, movie]);
    const file = await ana.client.get(media.url);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('serves a byte range of a video, as Safari asks for it', async () => {
    const ana = await mother();
    const { media } = (await (
      await ana.client.upload('/api/community/media', videoLike('isom', 10_000), 'v.mp4', 'video/mp4')
    ).json()) as {
      media: { url: string };
    };
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
    const { media } = (await (
      await ana.client.upload('/api/community/media', PNG_1PX, 'a.png', 'image/png')
    ).json()) as {
      media: { url: string; type: string };
    };
    const stolen = await post(bia.client, { content: 'Foto dos outros', media: [media] });
    expect(stolen.response.status).toBe(400);
    const missing = await post(ana.client, {
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
      const client = broken.client();
      await client.signUp();
      const refused = await client.post('/api/community/posts', { content: 'Oi, mães!' });
      expect([refused.status, (await errorOf(refused)).message]).toEqual([
        503,
        'Erro ao verificar conteúdo. Tente novamente.',
      ]);
      expect(await broken.db.select().from(communityPosts)).toHaveLength(0);

      const { user } = (await (await client.get('/api/me')).json()) as { user: { id: string } };
      const [row] = await broken.db
        .insert(communityPosts)
        .values({ userId: user.id, content: 'Post antigo', category: 'Sono' })
        .returning();
      const comment = await client.post(`/api/community/posts/${row!.id}/comments`, { content: 'Que bom!' });
      expect([comment.status, (await errorOf(comment)).message]).toEqual([
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
    const response = await bia.client.get('/api/community/events');
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const stream = liveStream(response);
    await stream.readUntil('event: ready');
    const { post: created } = await post(ana.client, { content: 'Chegou ao vivo?' });
    await stream.readUntil(created!.id);
    expect(stream.text).toContain(`"table":"posts","operation":"insert","postId":"${created!.id}"`);
    await stream.cancel();
  });

  it('resolves the reports of a post its author deletes, and sends one notice', async () => {
    const ana = await mother();
    const bia = await mother();
    const { post: reported } = await post(ana.client, { content: 'Post denunciado que ela mesma apaga' });
    const report = await bia.client.post(`/api/community/posts/${reported!.id}/reports`, {
      reason: 'Spam ou propaganda',
    });
    expect(report.status).toBe(201);

    const response = await bia.client.get('/api/community/events');
    const stream = liveStream(response);
    await stream.readUntil('event: ready');
    expect((await ana.client.request('DELETE', `/api/community/posts/${reported!.id}`)).status).toBe(200);
    // Notices arrive in the order they were sent: a second one for the deletion would come before this post's.
    const { post: later } = await post(bia.client, { content: 'Um post depois da exclusão' });
    await stream.readUntil(later!.id);
    expect(stream.text.split(`"operation":"delete","postId":"${reported!.id}"`)).toHaveLength(2);
    await stream.cancel();

    const reports = await ctx.db.select().from(communityReports).where(eq(communityReports.postId, reported!.id));
    expect(reports.map((r) => r.status)).toEqual(['resolved']);
  });
});
