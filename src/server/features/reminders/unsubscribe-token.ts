import crypto from 'node:crypto';
import { NOTIFICATION_KEYS, type NotificationKey } from '../../../domain/profile/profile.schema';

const signature = (secret: string, userId: string, key: NotificationKey) =>
  crypto.createHmac('sha256', secret).update(`lumma-unsubscribe:${userId}:${key}`).digest('base64url').slice(0, 32);

/** The e-mail's one-click link turns one kind off for one person: signed, so nobody else's can be made. */
export const unsubscribeToken = (secret: string, userId: string, key: NotificationKey) =>
  `${userId}.${key}.${signature(secret, userId, key)}`;

export function readUnsubscribeToken(secret: string, token: string): { userId: string; key: NotificationKey } | null {
  const [userId, key, given, ...rest] = token.split('.');
  if (!userId || !key || !given || rest.length > 0) return null;
  if (!(NOTIFICATION_KEYS as readonly string[]).includes(key)) return null;
  const expected = signature(secret, userId, key as NotificationKey);
  const same = given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  return same ? { userId, key: key as NotificationKey } : null;
}
