import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isValidKey, isValidOwner, type Storage } from './storage';

/** The default driver: files under DATA_DIR/media, one folder per user. */
export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  const sizeOf = async (key: string) => {
    if (!isValidKey(key)) return null;
    try {
      return (await fs.stat(fileOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      await fs.writeFile(`${file}.part`, body);
      await fs.rename(`${file}.part`, file);
    },
    async get(key, range) {
      if (!isValidKey(key)) return null;
      try {
        if (!range) {
          const body = await fs.readFile(fileOf(key));
          return { body, contentType: contentTypeOf(key), size: body.byteLength };
        }
        // A video is read a range at a time, never whole, when the browser asks for a part.
        const handle = await fs.open(fileOf(key), 'r');
        try {
          const { size } = await handle.stat();
          const end = Math.min(range.end, size - 1);
          const body = new Uint8Array(Math.max(0, end - range.start + 1));
          if (body.byteLength > 0) await handle.read(body, 0, body.byteLength, range.start);
          return { body, contentType: contentTypeOf(key), size };
        } finally {
          await handle.close();
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    size: sizeOf,
    async move(from, to) {
      const target = fileOf(to);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        // A rename is atomic: a reader finds the file at one key or the other, never half of it.
        await fs.rename(fileOf(from), target);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return (await sizeOf(to)) !== null;
        throw error;
      }
    },
    async delete(key) {
      if (isValidKey(key)) await fs.rm(fileOf(key), { force: true });
    },
    async deletePrefix(ownerId) {
      if (!isValidOwner(ownerId)) throw new Error(`invalid owner: ${ownerId}`);
      await fs.rm(path.join(root, ownerId), { recursive: true, force: true });
    },
  };
}
