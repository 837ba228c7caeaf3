import { eq } from 'drizzle-orm';
import type { InferResponseType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, userRoles } from '../../db/schema';
import { registeredBaby, signedUpMother } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { jpegLike, PNG_1PX, videoLike } from '../../test/images';
import { useLocalS3 } from '../../test/local-s3';
import { okJson, type TypedClient } from '../../test/typed-client';

/**
 * Deleting what a file belongs to deletes the file, on the disk and in an S3 bucket (s3rver, a
 * local S3-compatible server from npm): a post deleted by its author or by moderation, a replaced
 * avatar or baby photo, a removed chat background, an account.
 */

const s3 = useLocalS3().storage;

/**
 * A file goes up multipart, as the browser sends it (`TestClient.upload`), and its answer is typed
 * by the route that takes it, named by `route`.
 */
async function uploaded<R extends (...args: never[]) => unknown>(_route: R, upload: Promise<Response>) {
  const response = await upload;
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as InferResponseType<R, SuccessStatusCode>;
}

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
  async function postWithMedia({ client, api }: { client: TestClient; api: TypedClient }) {
    posts += 1;
    const media = [
      (
        await uploaded(
          api.community.media.$post,
          client.upload('/api/community/media', PNG_1PX, 'foto.png', 'image/png'),
        )
      ).media,
      (
        await uploaded(
          api.community.media.$post,
          client.upload('/api/community/media', videoLike(), 'v.mp4', 'video/mp4'),
        )
      ).media,
    ];
    const response = await api.community.posts.$post({
      json: { content: `Passeio número ${posts} no parque`, media },
    });
    expect(response.status).toBe(201);
    const { post } = await okJson(response);
    return { postId: post.id, urls: media.map((m) => m.url) };
  }

  it('deletes a post’s photos and videos when its author deletes it', async () => {
    const ana = await mother();
    const { postId, urls } = await postWithMedia(ana);
    for (const url of urls) expect(await stored(ana.userId, url)).toBe(true);
    expect((await ana.api.community.posts[':id'].$delete({ param: { id: postId } })).status).toBe(200);
    for (const url of urls) {
      expect(await stored(ana.userId, url)).toBe(false);
      expect((await ana.client.get(url)).status).toBe(404);
    }
    expect(await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, ana.userId))).toHaveLength(0);
  });

  it('deletes them when moderation deletes the post, from the back office or from the feed', async () => {
    const ana = await mother();
    const rita = await admin();
    const reported = await postWithMedia(ana);
    expect(
      (
        await rita.api.admin.posts[':id'].delete.$post({
          param: { id: reported.postId },
          json: { reason: 'Conteúdo impróprio' },
        })
      ).status,
    ).toBe(200);
    const fromFeed = await postWithMedia(ana);
    expect((await rita.api.community.posts[':id'].$delete({ param: { id: fromFeed.postId } })).status).toBe(200);
    for (const url of [...reported.urls, ...fromFeed.urls]) {
      expect(await stored(ana.userId, url)).toBe(false);
      expect((await rita.client.get(url)).status).toBe(404);
    }
  });

  it('deletes a replaced avatar and baby photo, and a removed chat background', async () => {
    const ana = await mother();
    const { profile, babies } = ana.api;
    const firstAvatar = (await uploaded(profile.avatar.$post, ana.client.upload('/api/profile/avatar', jpegLike())))
      .profile.avatarUrl!;
    const secondAvatar = (
      await uploaded(profile.avatar.$post, ana.client.upload('/api/profile/avatar', PNG_1PX, 'eu.png', 'image/png'))
    ).profile.avatarUrl!;
    expect([await stored(ana.userId, firstAvatar), await stored(ana.userId, secondAvatar)]).toEqual([false, true]);

    const baby = await registeredBaby(ana, { name: 'Lia', birthDate: '2026-01-10' });
    const photo = babies[':id'].photo.$post;
    const firstPhoto = (await uploaded(photo, ana.client.upload(`/api/babies/${baby.id}/photo`, jpegLike()))).baby
      .photoUrl!;
    const secondPhoto = (await uploaded(photo, ana.client.upload(`/api/babies/${baby.id}/photo`, jpegLike()))).baby
      .photoUrl!;
    expect([await stored(ana.userId, firstPhoto), await stored(ana.userId, secondPhoto)]).toEqual([false, true]);
    expect((await ana.client.get(firstPhoto)).status).toBe(404);

    const background = (
      await uploaded(profile['chat-background'].$post, ana.client.upload('/api/profile/chat-background', jpegLike()))
    ).profile.chatBackgroundUrl!;
    expect(await stored(ana.userId, background)).toBe(true);
    expect((await profile['chat-background'].$delete()).status).toBe(200);
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
    const biaPost = await postWithMedia(bia);
    for (const deleteIt of [
      (ana: { api: TypedClient }) => ana.api.account.$delete({ json: { confirmation: 'EXCLUIR' } }),
      (ana: { userId: string }) => rita.api.admin.users[':id'].$delete({ param: { id: ana.userId } }),
    ]) {
      const ana = await mother();
      const { urls } = await postWithMedia(ana);
      const avatar = (
        await uploaded(ana.api.profile.avatar.$post, ana.client.upload('/api/profile/avatar', jpegLike()))
      ).profile.avatarUrl!;
      const unattached = (
        await uploaded(
          ana.api.community.media.$post,
          ana.client.upload('/api/community/media', PNG_1PX, 'a.png', 'image/png'),
        )
      ).media.url;
      expect((await deleteIt(ana)).status).toBe(200);
      for (const url of [...urls, avatar, unattached]) expect(await stored(ana.userId, url), url).toBe(false);
      expect(await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, ana.userId))).toHaveLength(0);
    }
    for (const url of biaPost.urls) expect(await stored(bia.userId, url)).toBe(true);
  });
});
