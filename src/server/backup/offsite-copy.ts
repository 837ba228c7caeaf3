import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Config } from '../config';
import { backupKeyBytes } from '../config';
import { createS3Storage } from '../platform/storage/s3-storage';
import { BackupFormatError } from './backup-archive';
import type { BackupFile } from './backup-files';

/** An encrypted backup: this mark, a 12-byte IV, the AES-256-GCM ciphertext, its 16-byte tag. */
const MAGIC = Buffer.from('LUMMA-ENC1');

export function encryptBackup(plain: Buffer, key: Buffer): Buffer {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(MAGIC);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, body, cipher.getAuthTag()]);
}

export const isEncryptedBackup = (head: Buffer) => head.subarray(0, MAGIC.length).equals(MAGIC);

export function decryptBackup(sealed: Buffer, key: Buffer): Buffer {
  if (!isEncryptedBackup(sealed))
    throw new BackupFormatError('O arquivo não é uma cópia de segurança cifrada do Lumma.');
  const iv = sealed.subarray(MAGIC.length, MAGIC.length + 12);
  const tag = sealed.subarray(sealed.length - 16);
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(MAGIC);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed.subarray(MAGIC.length + 12, sealed.length - 16)), decipher.final()]);
  } catch {
    throw new BackupFormatError(
      'A chave BACKUP_KEY não abre esta cópia de segurança (chave errada ou arquivo alterado).',
    );
  }
}

/**
 * The off-machine copy, when `BACKUP_S3_BUCKET` is set: each backup, encrypted with `BACKUP_KEY`,
 * to `backups/<name>.enc` in that bucket through the app's S3 driver. The bucket never holds the
 * plain data; its own lifecycle rules decide how long copies stay.
 */
export function createOffsiteCopy(config: Config): ((backup: BackupFile) => Promise<void>) | undefined {
  if (!config.BACKUP_S3_BUCKET) return undefined;
  const key = backupKeyBytes(config.BACKUP_KEY!)!;
  const bucket = createS3Storage({
    endpoint: config.BACKUP_S3_ENDPOINT ?? `https://s3.${config.BACKUP_S3_REGION}.amazonaws.com`,
    bucket: config.BACKUP_S3_BUCKET,
    region: config.BACKUP_S3_REGION,
    accessKeyId: config.BACKUP_S3_ACCESS_KEY_ID!,
    secretAccessKey: config.BACKUP_S3_SECRET_ACCESS_KEY!,
    pathStyle: config.BACKUP_S3_PATH_STYLE,
  });
  return async (backup) => {
    const sealed = encryptBackup(await fs.promises.readFile(backup.file), key);
    await bucket.put(`backups/${backup.name}.enc`, sealed, 'application/octet-stream');
  };
}
