import { expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { PNG_1PX } from '../../test/images';
import { useLocalS3 } from '../../test/local-s3';
import { describeStorageContract } from '../../test/storage-contract';
import { bucketUrl, createS3Storage } from './s3-storage';

const { storage, endpoint } = useLocalS3();

describeStorageContract('S3', storage);

it('fails loudly on credentials the bucket refuses, instead of pretending the file is missing', async () => {
  const wrong = createS3Storage({
    endpoint: endpoint(),
    bucket: 'lumma-media',
    region: 'us-east-1',
    accessKeyId: 'NINGUEM',
    secretAccessKey: 'errada',
    pathStyle: true,
  });
  await expect(wrong.put('user1/a.jpg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(/S3 PUT .* answered 403/);
  await expect(wrong.get('user1/a.jpg')).rejects.toThrow(/answered 403/);
});

it("keeps a mother's photo in the bucket and serves it under /media, by byte ranges too", async () => {
  const ctx = await createTestContext({}, {}, { storage: storage() });
  try {
    const client = ctx.client();
    await client.signUp();
    const uploaded = await client.upload('/api/profile/avatar', PNG_1PX, 'foto.png', 'image/png');
    expect(uploaded.status).toBe(200);
    const { profile } = (await uploaded.json()) as { profile: { avatarUrl: string } };
    const served = await client.get(profile.avatarUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_1PX);
    const part = await client.request('GET', profile.avatarUrl, undefined, { range: 'bytes=0-7' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${PNG_1PX.byteLength}`);
  } finally {
    await ctx.close();
  }
});

it('addresses the bucket in the path or in the host name', () => {
  const base = { bucket: 'lumma-media', region: 'sa-east-1', accessKeyId: 'k', secretAccessKey: 's' };
  expect(bucketUrl({ ...base, endpoint: 'http://minio:9000/', pathStyle: true })).toBe('http://minio:9000/lumma-media');
  expect(bucketUrl({ ...base, endpoint: 'https://s3.sa-east-1.amazonaws.com', pathStyle: false })).toBe(
    'https://lumma-media.s3.sa-east-1.amazonaws.com',
  );
});
