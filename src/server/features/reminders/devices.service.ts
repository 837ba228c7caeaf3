import { and, asc, eq } from 'drizzle-orm';
import { LIMITS } from '../../../domain/limits';
import type { PushSubscriptionInput } from '../../../domain/reminders/push-subscription.schema';
import type { Db } from '../../db/client';
import { lockCount } from '../../db/count-lock';
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
 * Registers this browser for push: again (same endpoint, new keys) for the person it belongs to.
 * An endpoint registered by someone else stays hers: it is refused, never moved, or anyone who
 * learnt a browser's endpoint could take its notifications (and its place in her list).
 */
export async function addDevice(db: Db, userId: string, input: PushSubscriptionInput, device: string) {
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth, device };
  return db.transaction(async (tx) => {
    await lockCount(tx, 'push-devices', userId);
    const [known] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint));
    if (known && known.userId !== userId) throw new AppError('push_device_taken');
    if (!known && (await tx.$count(pushSubscriptions, eq(pushSubscriptions.userId, userId))) >= LIMITS.pushDevices)
      throw new AppError('device_limit');
    // Another person may register the endpoint between the read and this write: the update is hers alone.
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, ...keys })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: keys,
        setWhere: eq(pushSubscriptions.userId, userId),
      })
      .returning(deviceColumns);
    if (!row) throw new AppError('push_device_taken');
    return row;
  });
}

export async function removeDevice(db: Db, userId: string, deviceId: string) {
  if (!isUuid(deviceId)) throw new AppError('device_not_found');
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, deviceId), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new AppError('device_not_found');
}
