import { describe, expect, it } from 'vitest';
import type { Storage } from '../platform/storage/storage';

/** What every storage driver must do: the same tests run against the disk and against S3. */
export function describeStorageContract(name: string, storage: () => Storage) {
  describe(`${name} storage`, () => {
    it('stores, reads and deletes a file with its content type and size', async () => {
      await storage().put('user1/avatar-1.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
      const file = await storage().get('user1/avatar-1.jpg');
      expect(file?.contentType).toBe('image/jpeg');
      expect([...file!.body]).toEqual([1, 2, 3]);
      expect(file?.size).toBe(3);
      expect(await storage().size('user1/avatar-1.jpg')).toBe(3);
      await storage().delete('user1/avatar-1.jpg');
      expect(await storage().get('user1/avatar-1.jpg')).toBeNull();
      expect(await storage().size('user1/avatar-1.jpg')).toBeNull();
    });

    it('replaces a file written again under the same key', async () => {
      await storage().put('user1/photo.png', new Uint8Array([1]), 'image/png');
      await storage().put('user1/photo.png', new Uint8Array([9, 9]), 'image/png');
      expect([...(await storage().get('user1/photo.png'))!.body]).toEqual([9, 9]);
    });

    it('reads a byte range and tells the size of the whole file', async () => {
      const video = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);
      await storage().put('user4/clip.mp4', video, 'video/mp4');
      const part = await storage().get('user4/clip.mp4', { start: 100, end: 199 });
      expect(part?.size).toBe(1000);
      expect(part?.contentType).toBe('video/mp4');
      expect([...part!.body]).toEqual([...video.slice(100, 200)]);
    });

    it('answers null for a file that is not there, and deletes one quietly', async () => {
      expect(await storage().get('user9/nada.jpg')).toBeNull();
      expect(await storage().size('user9/nada.jpg')).toBeNull();
      await expect(storage().delete('user9/nada.jpg')).resolves.toBeUndefined();
    });

    it('removes every file of one owner and nothing else', async () => {
      await storage().put('user2/a.jpg', new Uint8Array([1]), 'image/jpeg');
      await storage().put('user2/b.png', new Uint8Array([2]), 'image/png');
      await storage().put('user22/c.jpg', new Uint8Array([3]), 'image/jpeg');
      await storage().deletePrefix('user2');
      expect(await storage().get('user2/a.jpg')).toBeNull();
      expect(await storage().get('user2/b.png')).toBeNull();
      expect(await storage().get('user22/c.jpg')).not.toBeNull();
    });

    it('moves a file to another key, once, and says where it is when moved again', async () => {
      await storage().put('user5/old-1.png', new Uint8Array([7, 8, 9]), 'image/png');
      expect(await storage().move('user5/old-1.png', 'user5/new-name.png')).toBe(true);
      expect(await storage().get('user5/old-1.png')).toBeNull();
      const moved = await storage().get('user5/new-name.png');
      expect([...moved!.body]).toEqual([7, 8, 9]);
      expect(moved?.contentType).toBe('image/png');
      // Another process moving the same file afterwards finds it moved already.
      expect(await storage().move('user5/old-1.png', 'user5/new-name.png')).toBe(true);
      expect(await storage().move('user5/nothing.png', 'user5/nowhere.png')).toBe(false);
    });

    it('refuses keys that leave the storage', async () => {
      await expect(storage().put('../escape.jpg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow();
      expect(await storage().get('user1/../../etc/passwd')).toBeNull();
      await expect(storage().deletePrefix('../user1')).rejects.toThrow();
      await expect(storage().move('user1/a.jpg', '../escape.jpg')).rejects.toThrow();
      await expect(storage().move('../escape.jpg', 'user1/a.jpg')).rejects.toThrow();
    });
  });
}
