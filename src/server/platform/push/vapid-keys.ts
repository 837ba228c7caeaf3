import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/**
 * The embedded default needs no set-up: VAPID keys are made on first start and kept in DATA_DIR.
 * Every process of one install must sign with the same keys (a device subscribed with the public
 * one): processes that share no DATA_DIR take them from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.
 * The file appears whole (written aside, then linked), and only once: two processes starting
 * together both keep the first one's.
 */
export function loadOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (!fs.existsSync(file)) {
    const aside = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(aside, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      fs.linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(aside, { force: true });
    }
  }
  const { publicKey, privateKey } = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  if (!publicKey || !privateKey) throw new Error(`${file} não tem as chaves VAPID`);
  return { publicKey, privateKey };
}
