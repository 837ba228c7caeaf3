import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded default needs no set-up: a random auth secret is made on first start and kept in
 * DATA_DIR, so sessions survive restarts.
 */
export function loadOrCreateAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
