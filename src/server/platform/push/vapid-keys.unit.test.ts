import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateVapidKeys } from './vapid-keys';

describe('VAPID keys', () => {
  it('are made once in DATA_DIR and read back the same', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-vapid-'));
    try {
      const first = loadOrCreateVapidKeys(dir);
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(loadOrCreateVapidKeys(dir)).toEqual(first);
      expect(fs.statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
      expect(fs.readdirSync(dir)).toEqual(['vapid-keys.json']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
