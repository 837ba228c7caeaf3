import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isValidKey, type Storage } from './storage';

/** The default driver: files under DATA_DIR/media, one folder per user. */
export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      await fs.writeFile(`${file}.part`, body);
      await fs.rename(`${file}.part`, file);
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        return { body: await fs.readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (isValidKey(key)) await fs.rm(fileOf(key), { force: true });
    },
    async deletePrefix(ownerId) {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(ownerId)) throw new Error(`invalid owner: ${ownerId}`);
      await fs.rm(path.join(root, ownerId), { recursive: true, force: true });
    },
  };
}
