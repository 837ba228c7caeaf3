import { and, eq, getTableColumns } from 'drizzle-orm';
import { consultations, medicineSchedules, pushSubscriptions, reminders } from '../../db/schema';
import { type DataExporter, pagedRows } from '../account/account.service';

/**
 * The appointments and schedules she made, the reminders she got, and her devices by name: an
 * endpoint is the device's secret with its push service, not data about her. A medicine every
 * 6 hours is four reminders a day, so each list is read a page at a time.
 */
export const remindersExporter: DataExporter = {
  name: 'reminders',
  collect: async (db, userId) => ({
    consultations: pagedRows([consultations.startsAt, consultations.id], ({ after, key, orderBy, limit }) =>
      db
        .select({ row: getTableColumns(consultations), key })
        .from(consultations)
        .where(and(eq(consultations.userId, userId), after))
        .orderBy(...orderBy)
        .limit(limit),
    ),
    medicineSchedules: pagedRows(
      [medicineSchedules.createdAt, medicineSchedules.id],
      ({ after, key, orderBy, limit }) =>
        db
          .select({ row: getTableColumns(medicineSchedules), key })
          .from(medicineSchedules)
          .where(and(eq(medicineSchedules.userId, userId), after))
          .orderBy(...orderBy)
          .limit(limit),
    ),
    reminders: pagedRows([reminders.dueAt, reminders.id], ({ after, key, orderBy, limit }) =>
      db
        .select({
          row: {
            kind: reminders.kind,
            status: reminders.status,
            title: reminders.title,
            body: reminders.body,
            dueAt: reminders.dueAt,
            sentAt: reminders.sentAt,
            readAt: reminders.readAt,
            answer: reminders.answer,
          },
          key,
        })
        .from(reminders)
        .where(and(eq(reminders.userId, userId), after))
        .orderBy(...orderBy)
        .limit(limit),
    ),
    devices: await db
      .select({ device: pushSubscriptions.device, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  }),
};
