import { asc, eq } from 'drizzle-orm';
import { consultations, medicineSchedules, pushSubscriptions, reminders } from '../../db/schema';
import type { DataExporter } from '../account/account.service';

/**
 * The appointments and schedules she made, the reminders she got, and her devices by name: an
 * endpoint is the device's secret with its push service, not data about her.
 */
export const remindersExporter: DataExporter = {
  name: 'reminders',
  collect: async (db, userId) => ({
    consultations: await db
      .select()
      .from(consultations)
      .where(eq(consultations.userId, userId))
      .orderBy(asc(consultations.startsAt)),
    medicineSchedules: await db
      .select()
      .from(medicineSchedules)
      .where(eq(medicineSchedules.userId, userId))
      .orderBy(asc(medicineSchedules.createdAt)),
    reminders: await db
      .select({
        kind: reminders.kind,
        status: reminders.status,
        title: reminders.title,
        body: reminders.body,
        dueAt: reminders.dueAt,
        sentAt: reminders.sentAt,
        readAt: reminders.readAt,
        answer: reminders.answer,
      })
      .from(reminders)
      .where(eq(reminders.userId, userId))
      .orderBy(asc(reminders.dueAt)),
    devices: await db
      .select({ device: pushSubscriptions.device, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  }),
};
