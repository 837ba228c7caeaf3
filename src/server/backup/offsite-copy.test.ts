import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { useLocalS3 } from '../test/local-s3';
import { backupName, listBackups } from './backup-files';
import { createOffsiteCopy, decryptBackup, encryptBackup } from './offsite-copy';

const s3 = useLocalS3();
const key = crypto.randomBytes(32);

describe('the off-machine copy of a backup', () => {
  it('is sealed with AES-256-GCM: the right key opens it, a wrong key or a changed byte does not', () => {
    const plain = crypto.randomBytes(10_000);
    const sealed = encryptBackup(plain, key);
    expect(sealed.includes(plain.subarray(0, 64))).toBe(false);
    expect(decryptBackup(sealed, key)).toEqual(plain);
    expect(() => decryptBackup(sealed, crypto.randomBytes(32))).toThrow(/BACKUP_KEY/);
    const changed = Buffer.from(sealed);
    changed[40]! ^= 1;
    expect(() => decryptBackup(changed, key)).toThrow(/BACKUP_KEY/);
  });

  it('goes to backups/<name>.enc in the bucket, never in the clear', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumma-offsite-'));
    try {
      const name = backupName(new Date(), 'daily');
      const plain = Buffer.from('{"format":"lumma-backup"}\n#end\n'.repeat(100));
      fs.writeFileSync(path.join(dir, name), plain);
      const config = loadConfig({
        BACKUP_S3_BUCKET: 'lumma-media',
        BACKUP_S3_ENDPOINT: s3.endpoint(),
        BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
        BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
        BACKUP_S3_PATH_STYLE: 'true',
        BACKUP_KEY: key.toString('base64'),
      });
      await createOffsiteCopy(config)!(listBackups(dir)[0]!);
      const stored = await s3.storage().get(`backups/${name}.enc`);
      expect(stored).not.toBeNull();
      const body = Buffer.from(stored!.body);
      expect(body.includes(Buffer.from('lumma-backup'))).toBe(false);
      expect(decryptBackup(body, key)).toEqual(plain);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is refused without a key, so plain data never leaves', () => {
    expect(() =>
      loadConfig({ BACKUP_S3_BUCKET: 'copias', BACKUP_S3_ACCESS_KEY_ID: 'a', BACKUP_S3_SECRET_ACCESS_KEY: 'b' }),
    ).toThrow(/BACKUP_KEY/);
    expect(() => loadConfig({ BACKUP_KEY: 'curta' })).toThrow(/BACKUP_KEY/);
  });
});
