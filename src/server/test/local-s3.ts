import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { createS3Storage } from '../platform/storage/s3-storage';
import type { Storage } from '../platform/storage/storage';

/**
 * A local S3-compatible server on loopback (s3rver, from npm, with its default credentials) for
 * this test file, and the S3 driver pointed at its bucket. Call at the top of the file; both
 * functions answer once the file's tests run.
 */
export function useLocalS3(): { storage: () => Storage; endpoint: () => string } {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'lumma-media' }],
  });
  let endpoint: string | undefined;
  let storage: Storage | undefined;

  beforeAll(async () => {
    const { port } = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${port}`;
    storage = createS3Storage({
      endpoint,
      bucket: 'lumma-media',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      pathStyle: true,
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the local S3 server starts in beforeAll');
    return value;
  };
  return { storage: () => started(storage), endpoint: () => started(endpoint) };
}
