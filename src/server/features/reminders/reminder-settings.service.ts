import { eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationKey } from '../../../domain/profile/profile.schema';
import type { ReminderSettings } from '../../../domain/reminders/reminder-settings.schema';
import { clockText, minutesOf } from '../../../domain/reminders/zoned-time';
import type { Db } from '../../db/client';
import { notificationPreferences, profiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recipientsByIds } from './recipients.service';

/** Her quiet hours, the hour of the day's reminders and her clock's zone. */
export async function getReminderSettings(db: Db, userId: string) {
  const recipient = (await recipientsByIds(db, [userId])).get(userId);
  if (!recipient) throw new AppError('session_expired');
  return {
    quietStart: clockText(recipient.quiet.start),
    quietEnd: clockText(recipient.quiet.end),
    dailyTime: clockText(recipient.dailyTime),
    timeZone: recipient.timeZone,
  };
}

export async function saveReminderSettings(db: Db, userId: string, settings: ReminderSettings) {
  const values = {
    quietStart: minutesOf(settings.quietStart),
    quietEnd: minutesOf(settings.quietEnd),
    dailyTime: minutesOf(settings.dailyTime),
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...DEFAULT_NOTIFICATION_PREFERENCES, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, updatedAt: new Date() } });
}

export async function saveTimeZone(db: Db, userId: string, timeZone: string) {
  await db.update(profiles).set({ timeZone }).where(eq(profiles.id, userId));
}

/** The e-mail's one-click link: that kind's switch goes off, on every channel. */
export async function turnOff(db: Db, userId: string, key: NotificationKey) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...DEFAULT_NOTIFICATION_PREFERENCES, [key]: false })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { [key]: false, updatedAt: new Date() } });
}
