import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, userRoles } from '../../db/schema';
import { signedUpMother } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { jpegLike, PNG_1PX, videoLike } from '../../test/images';
import { useLocalS3 } from '../../test/local-s3';

/**
 * Deleting what a file belongs to deletes the file, on the disk and in an S3 bucket (s3rver, a
 * local S3-compatible server from npm): a post deleted by its author or by moderation, a replaced
 * avatar or baby photo, a removed chat background, an account.
 */

const s3 = useLocalS3().storage;

describe.each([['disk'], ['S3']])('on %s storage', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, {}, driver === 'S3' ? { storage: s3() } : {});
  });
  afterAll(() => ctx.close());

  const mother = () => signedUpMother(ctx);

  async function admin() {
    const account = await mother();
    await ctx.db.insert(userRoles).values({ userId: account.userId, role: 'admin' });
    return account;
  }

  /** Whether the file behind a media URL is still in storage, where its owner's files lie. */
  const stored = async (ownerId: string, url: string) =>
    (await ctx.storage.size(`${ownerId}/${url.slice('/media/'.length)}`)) !== null;

  let posts = 0;
  async function postWithMedia(client: TestClient) {
    posts += 1;
    const uploads = [
      await client.upload('/api/community/media', PNG_1PX, 'foto.png', 'image/png'),
      await client.upload('/api/community/media', videoLike(), 'v.mp4', 'video/mp4'),
    ];
    const media = await Promise.all(
      uploads.map(async (r) => ((await r.json()) as { media: { url: string; type: string } }).media),
    );
    const response = await client.post('/api/community/posts', { content: `Passeio número ${posts} no parque`, media });
    expect(response.status).toBe(201);
    const { post } = (await response.json()) as { post: { id: string } };
    return { postId: post.id, urls: media.map((m) => m.url) };
  }

  it('deletes a post’s photos and videos when its author deletes it', async () => {
    const ana = await mother();
    const { postId, urls } = await postWithMedia(ana.client);
    for (const url of urls) expect(await stored(ana.userId, url)).toBe(true);
    expect((await ana.client.request('DELETE', `/api/community/posts/${postId}`)).status).toBe(200);
    for (const url of urls) {
      expect(await stored(ana.userId, url)).toBe(false);
      expect((await ana.client.get(url)).status).toBe(404);
    }
    expect(await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, ana.userId))).toHaveLength(0);
  });

  it('deletes them when moderation deletes the post, from the back office or from the feed', async () => {
    const ana = await mother();
    const rita = await admin();
    const reported = await postWithMedia(ana.client);
    expect(
      (await rita.client.post(`/api/admin/posts/${reported.postId}/delete`, { reason: 'Conteúdo impróprio' })).status,
    ).toBe(200);
    const fromFeed = await postWithMedia(ana.client);
    expect((await rita.client.request('DELETE', `/api/community/posts/${fromFeed.postId}`)).status).toBe(200);
    for (const url of [...reported.urls, ...fromFeed.urls]) {
      expect(await stored(ana.userId, url)).toBe(false);
      expect((await rita.client.get(url)).status).toBe(404);
    }
  });

  it('deletes a replaced avatar and baby photo, and a removed chat background', async () => {
    const ana = await mother();
    const url = async (response: Promise<Response>, pick: (body: never) => string) =>
      pick((await (await response).json()) as never);
    const firstAvatar = await url(
      ana.client.upload('/api/profile/avatar', jpegLike()),
      (b: { profile: { avatarUrl: string } }) => b.profile.avatarUrl,
    );
    const secondAvatar = await url(
      ana.client.upload('/api/profile/avatar', PNG_1PX, 'eu.png', 'image/png'),
      (b: { profile: { avatarUrl: string } }) => b.profile.avatarUrl,
    );
    expect([await stored(ana.userId, firstAvatar), await stored(ana.userId, secondAvatar)]).toEqual([false, true]);

    const { baby } = (await (
      await ana.client.post('/api/babies', { name: 'Lia', birthDate: '2026-01-10' })
    ).json()) as { baby: { id: string } };
    const firstPhoto = await url(
      ana.client.upload(`/api/babies/${baby.id}/photo`, jpegLike()),
      (b: { baby: { photoUrl: string } }) => b.baby.photoUrl,
    );
    const secondPhoto = await url(
      ana.client.upload(`/api/babies/${baby.id}/photo`, jpegLike()),
      (b: { baby: { photoUrl: string } }) => b.baby.photoUrl,
    );
    expect([await stored(ana.userId, firstPhoto), await stored(ana.userId, secondPhoto)]).toEqual([false, true]);
    expect((await ana.client.get(firstPhoto)).status).toBe(404);

    const background = await url(
      ana.client.upload('/api/profile/chat-background', jpegLike()),
      (b: { profile: { chatBackgroundUrl: string } }) => b.profile.chatBackgroundUrl,
    );
    expect(await stored(ana.userId, background)).toBe(true);
    expect((await ana.client.request('DELETE', '/api/profile/chat-background')).status).toBe(200);
    expect(await stored(ana.userId, background)).toBe(false);
    const kept = await ctx.db
      .select({ name: mediaFiles.name })
      .from(mediaFiles)
      .where(eq(mediaFiles.ownerId, ana.userId));
    expect(kept.map((f) => `/media/${f.name}`).sort()).toEqual([secondAvatar, secondPhoto].sort());
  });

  it('deletes every file of an account, deleted by the mother or by an admin, and no one else’s', async () => {
    const rita = await admin();
    const bia = await mother();
    const biaPost = await postWithMedia(bia.client);
    for (const deleteIt of [
      (ana: { client: TestClient }) => ana.client.request('DELETE', '/api/account', { confirmation: 'EXCLUIR' }),
      (ana: { userId: string }) => rita.client.request('DELETE', `/api/admin/users/${ana.userId}`),
    ]) {
      const ana = await mother();
      const { urls } = await postWithMedia(ana.client);
      const avatar = (
        (await (await ana.client.upload('/api/profile/avatar', jpegLike())).json()) as {
          profile: { avatarUrl: string };
        }
      ).profile.avatarUrl;
      const unattached = (
        (await (await ana.client.upload('/api/community/media', PNG_1PX, 'a.png', 'image/png')).json()) as {
          media: { url: string };
        }
      ).media.url;
      expect((await deleteIt(ana)).status).toBe(200);
      for (const url of [...urls, avatar, unattached]) expect(await stored(ana.userId, url), url).toBe(false);
      expect(await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, ana.userId))).toHaveLength(0);
    }
    for (const url of biaPost.urls) expect(await stored(bia.userId, url)).toBe(true);
  });
});
