import { and, asc, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../../domain/reminders/push-subscription.schema';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';

const deviceColumns = {
  id: pushSubscriptions.id,
  device: pushSubscriptions.device,
  createdAt: pushSubscriptions.createdAt,
};

export function listDevices(db: Db, userId: string) {
  return db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/**
 * Registers this browser for push. A browser subscribed again (same endpoint) is the same device,
 * now hers: a phone passed to someone else rings for the one signed in.
 */
export async function addDevice(db: Db, userId: string, input: PushSubscriptionInput, device: string) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, device })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, device },
    })
    .returning(deviceColumns);
  return row!;
}

export async function removeDevice(db: Db, userId: string, deviceId: string) {
  if (!isUuid(deviceId)) throw new AppError('device_not_found');
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, deviceId), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new AppError('device_not_found');
}
