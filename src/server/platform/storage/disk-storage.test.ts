import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage';
import { keyFromMediaUrl, mediaUrl } from './storage';
import { describeStorageContract } from './storage-contract';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-storage-'));
const storage = createDiskStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describeStorageContract('disk', () => storage);

it('maps media URLs to storage keys and back, and nothing outside them', () => {
  expect(keyFromMediaUrl('/media/user1/../x.jpg')).toBeNull();
  expect(keyFromMediaUrl(mediaUrl('user1/baby-2.jpg'))).toBe('user1/baby-2.jpg');
});
