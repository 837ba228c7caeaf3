import { AwsClient } from 'aws4fetch';
import { contentTypeOf, isValidKey, isValidOwner, type Storage } from './storage';

export interface S3Options {
  /** The service's address, e.g. https://s3.sa-east-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key (MinIO and most self-hosted stores) instead of bucket.endpoint/key. */
  pathStyle: boolean;
}

/** Where the bucket's objects live: endpoint/bucket, or bucket.endpoint (virtual-hosted). */
export function bucketUrl(options: S3Options): string {
  const endpoint = new URL(options.endpoint);
  const basePath = endpoint.pathname.replace(/\/$/, '');
  return options.pathStyle
    ? `${endpoint.origin}${basePath}/${options.bucket}`
    : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${basePath}`;
}

/**
 * Any S3-compatible bucket, over plain HTTP with SigV4 signing. The app still serves the files
 * under /media (byte ranges included), so the bucket stays private and URLs do not change.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const bucket = bucketUrl(options);
  const objectUrl = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return `${bucket}/${key}`;
  };

  const send = async (url: string, init: RequestInit = {}) => {
    const response = await client.fetch(url, init);
    if (response.ok || response.status === 404) return response;
    const detail = await response.text().catch(() => '');
    throw new Error(
      `S3 ${init.method ?? 'GET'} ${new URL(url).pathname} answered ${response.status}: ${detail.slice(0, 200)}`,
    );
  };

  const listKeys = async (prefix: string): Promise<string[]> => {
    const keys: string[] = [];
    let token: string | null = null;
    do {
      const query = new URLSearchParams({
        'list-type': '2',
        prefix,
        ...(token ? { 'continuation-token': token } : {}),
      });
      const xml = await (await send(`${bucket}?${query}`)).text();
      for (const match of xml.matchAll(/<Key>([^<]+)<\/Key>/g)) keys.push(match[1]!);
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? (/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1] ?? null)
        : null;
    } while (token);
    return keys;
  };

  const sizeOf = async (key: string) => {
    if (!isValidKey(key)) return null;
    const response = await send(objectUrl(key), { method: 'HEAD' });
    return response.status === 404 ? null : Number(response.headers.get('content-length'));
  };

  return {
    async put(key, body, contentType) {
      await send(objectUrl(key), {
        method: 'PUT',
        body: body as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': contentType },
      });
    },
    async get(key, range) {
      if (!isValidKey(key)) return null;
      const response = await send(
        objectUrl(key),
        range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {},
      );
      if (response.status === 404) return null;
      const body = new Uint8Array(await response.arrayBuffer());
      const whole = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
      return {
        body,
        contentType: response.headers.get('content-type') ?? contentTypeOf(key),
        size: whole ? Number(whole) : body.byteLength,
      };
    },
    size: sizeOf,
    async move(from, to) {
      if (!isValidKey(from)) throw new Error(`invalid storage key: ${from}`);
      // S3 has no rename: a copy inside the bucket (the bytes never leave it), then a delete.
      // Valid keys hold only letters, digits, `_`, `-`, `.` and one `/`: nothing to escape.
      const copied = await send(objectUrl(to), {
        method: 'PUT',
        headers: { 'x-amz-copy-source': `/${options.bucket}/${from}` },
      });
      if (copied.status === 404) return (await sizeOf(to)) !== null;
      await send(objectUrl(from), { method: 'DELETE' });
      return true;
    },
    async delete(key) {
      if (isValidKey(key)) await send(objectUrl(key), { method: 'DELETE' });
    },
    async deletePrefix(ownerId) {
      if (!isValidOwner(ownerId)) throw new Error(`invalid owner: ${ownerId}`);
      for (const key of await listKeys(`${ownerId}/`)) await send(`${bucket}/${key}`, { method: 'DELETE' });
    },
  };
}
