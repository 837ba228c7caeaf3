import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage';
import { keyFromMediaUrl, mediaUrl } from './storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-storage-'));
const storage = createDiskStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('disk storage', () => {
  it('stores, reads and deletes a file with its content type', async () => {
    await storage.put('user1/avatar-1.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    const file = await storage.get('user1/avatar-1.jpg');
    expect(file?.contentType).toBe('image/jpeg');
    expect([...file!.body]).toEqual([1, 2, 3]);
    await storage.delete('user1/avatar-1.jpg');
    expect(await storage.get('user1/avatar-1.jpg')).toBeNull();
  });

  it('removes every file of one owner and nothing else', async () => {
    await storage.put('user2/a.jpg', new Uint8Array([1]), 'image/jpeg');
    await storage.put('user2/b.png', new Uint8Array([2]), 'image/png');
    await storage.put('user3/c.jpg', new Uint8Array([3]), 'image/jpeg');
    await storage.deletePrefix('user2');
    expect(await storage.get('user2/a.jpg')).toBeNull();
    expect(await storage.get('user2/b.png')).toBeNull();
    expect(await storage.get('user3/c.jpg')).not.toBeNull();
  });

  it('refuses keys that leave the storage folder', async () => {
    await expect(storage.put('../escape.jpg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow();
    expect(await storage.get('user1/../../etc/passwd')).toBeNull();
    expect(keyFromMediaUrl('/media/user1/../x.jpg')).toBeNull();
    expect(keyFromMediaUrl(mediaUrl('user1/baby-2.jpg'))).toBe('user1/baby-2.jpg');
  });
});
