import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTA_FULL_MESSAGE, STORAGE_QUOTA_BYTES, UPLOADS_PER_HOUR } from '../../../domain/media/media-limits';
import { mediaFiles, mediaUploadWindows } from '../../db/schema';
import { registeredBaby, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestClient, type TestContext } from '../../test/harness';
import { jpegLike, PNG_1PX, pngOfSize } from '../../test/images';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const mother = () => signedUpMother(ctx);

const postMedia = (client: TestClient, bytes: Uint8Array = PNG_1PX, name = 'foto.png', type = 'image/png') =>
  client.upload('/api/community/media', bytes, name, type);

const filesOf = async (userId: string) => ctx.db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, userId));

describe('upload rate limit', () => {
  it(`takes ${UPLOADS_PER_HOUR} uploads an hour from one account, then answers 429 in Portuguese and stores nothing`, async () => {
    const ana = await mother();
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) expect((await postMedia(ana.client)).status).toBe(201);
    const refused = await postMedia(ana.client);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({
      code: 'upload_rate_limited',
      message: 'Você já enviou 30 fotos ou vídeos na última hora. Tente de novo em 60 minutos.',
    });
    // Every kind of upload counts: her avatar waits too.
    expect((await ana.client.upload('/api/profile/avatar', PNG_1PX, 'eu.png', 'image/png')).status).toBe(429);
    expect(await filesOf(ana.userId)).toHaveLength(UPLOADS_PER_HOUR);

    // Another mother is not held back by her.
    const bia = await mother();
    expect((await postMedia(bia.client)).status).toBe(201);

    // An hour after her first upload of the window, she may send again.
    await ctx.db
      .update(mediaUploadWindows)
      .set({ windowStart: new Date(Date.now() - 61 * 60_000) })
      .where(eq(mediaUploadWindows.userId, ana.userId));
    expect((await postMedia(ana.client)).status).toBe(201);
  });

  it('says how many minutes are left in the window', async () => {
    const ana = await mother();
    await ctx.db
      .insert(mediaUploadWindows)
      .values({ userId: ana.userId, windowStart: new Date(Date.now() - 45 * 60_000), uploads: UPLOADS_PER_HOUR });
    const refused = await postMedia(ana.client);
    expect([refused.status, (await errorOf(refused)).message]).toEqual([
      429,
      'Você já enviou 30 fotos ou vídeos na última hora. Tente de novo em 15 minutos.',
    ]);
  });
});

describe('storage quota', () => {
  /** A file she already keeps, of `bytes`, so the quota is reached without writing 500 MB. */
  const alreadyKeeps = (userId: string, bytes: number) =>
    ctx.db.insert(mediaFiles).values({
      name: `${crypto.randomBytes(16).toString('base64url')}.mp4`,
      ownerId: userId,
      kind: 'community',
      sizeBytes: bytes,
    });

  it('refuses with 413 in Portuguese an upload that would pass 500 MB, and stores nothing', async () => {
    const ana = await mother();
    await alreadyKeeps(ana.userId, STORAGE_QUOTA_BYTES - PNG_1PX.byteLength + 1);
    const refused = await postMedia(ana.client);
    expect(refused.status).toBe(413);
    expect(await errorOf(refused)).toEqual({ code: 'storage_quota', message: QUOTA_FULL_MESSAGE });
    expect(QUOTA_FULL_MESSAGE).toBe(
      'Seu espaço de 500 MB para fotos e vídeos está cheio. Exclua posts antigos com fotos ou vídeos para enviar novos.',
    );
    const baby = await registeredBaby(ana, { name: 'Lia', birthDate: '2026-01-10' });
    expect((await ana.client.upload(`/api/babies/${baby.id}/photo`, PNG_1PX, 'lia.png', 'image/png')).status).toBe(413);
    expect(await filesOf(ana.userId)).toHaveLength(1);
  });

  it('takes an upload that fills the quota exactly', async () => {
    const ana = await mother();
    await alreadyKeeps(ana.userId, STORAGE_QUOTA_BYTES - PNG_1PX.byteLength);
    expect((await postMedia(ana.client)).status).toBe(201);
    expect((await postMedia(ana.client)).status).toBe(413);
  });

  it('holds when one account sends several uploads at the same moment', async () => {
    const ana = await mother();
    // Room for one more file, not two.
    await alreadyKeeps(ana.userId, STORAGE_QUOTA_BYTES - Math.floor(PNG_1PX.byteLength * 1.5));
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => postMedia(ana.client)))).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 413, 413, 413, 413]);
    expect(await filesOf(ana.userId)).toHaveLength(2);
  });
});

describe('pixel limit', () => {
  it('refuses a small file that holds too many pixels, read from its header, before storing it', async () => {
    const ana = await mother();
    const bomb = pngOfSize(20000, 20000);
    expect(bomb.byteLength).toBeLessThan(100);
    const refused = await postMedia(ana.client, bomb, 'bomba.png');
    expect(refused.status).toBe(413);
    expect(await errorOf(refused)).toEqual({
      code: 'too_many_pixels',
      message: 'bomba.png é grande demais: no máximo 8.000 pixels de lado e 40 megapixels.',
    });
    expect((await postMedia(ana.client, pngOfSize(7000, 7000), 'quadrada.png')).status).toBe(413);
    expect((await postMedia(ana.client, jpegLike(2048, 8001, 600), 'panorama.jpg', 'image/jpeg')).status).toBe(413);

    const avatar = await ana.client.upload('/api/profile/avatar', pngOfSize(100, 8001), 'eu.png', 'image/png');
    expect([avatar.status, (await errorOf(avatar)).message]).toEqual([
      413,
      'A imagem é grande demais: no máximo 8.000 pixels de lado e 40 megapixels.',
    ]);
    expect(await filesOf(ana.userId)).toHaveLength(0);
  });

  it('takes an image at the limit, and a phone photo larger than 1920 px as it was sent', async () => {
    const ana = await mother();
    expect((await postMedia(ana.client, pngOfSize(8000, 5000), 'limite.png')).status).toBe(201);
    const photo = jpegLike(4096, 4032, 3024);
    const uploaded = await postMedia(ana.client, photo, 'IMG_1234.jpg', 'image/jpeg');
    expect(uploaded.status).toBe(201);
    const { media } = (await uploaded.json()) as { media: { url: string } };
    expect(new Uint8Array(await (await ana.client.get(media.url)).arrayBuffer())).toEqual(photo);
  });

  it('refuses as "not an image" a JPEG whose size cannot be read', async () => {
    const ana = await mother();
    const headless = jpegLike(1024);
    headless.fill(0, 20);
    const community = await postMedia(ana.client, headless, 'estranha.jpg', 'image/jpeg');
    expect([community.status, (await errorOf(community)).message]).toEqual([
      400,
      'Arquivo estranha.jpg não é uma imagem ou vídeo válido',
    ]);
    const avatar = await ana.client.upload('/api/profile/avatar', headless);
    expect([avatar.status, (await errorOf(avatar)).message]).toEqual([400, 'Por favor, selecione uma imagem']);
  });
});
