import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '../../../domain/profile/profile.schema';
import { DEFAULT_QUIET_HOURS, type QuietHours } from '../../../domain/reminders/quiet-hours';
import { DEFAULT_DAILY_TIME, DEFAULT_TIME_ZONE } from '../../../domain/reminders/reminder-settings.schema';
import { minutesOf } from '../../../domain/reminders/zoned-time';
import type { Db, Tx } from '../../db/client';
import { babyMembers, notificationPreferences, profiles, users } from '../../db/schema';

/** Whom a reminder goes to, with what she asked for: her switches, her clock, her quiet hours. */
export interface Recipient {
  userId: string;
  email: string;
  timeZone: string;
  preferences: NotificationPreferences;
  quiet: QuietHours;
  /** Minutes past midnight of the day's reminders. */
  dailyTime: number;
}

const recipientColumns = {
  userId: users.id,
  email: users.email,
  timeZone: profiles.timeZone,
  // A left join: all null (so null here) when she never saved her preferences.
  preferences: {
    vaccines: notificationPreferences.vaccines,
    appointments: notificationPreferences.appointments,
    feeding: notificationPreferences.feeding,
    sleep: notificationPreferences.sleep,
    diaper: notificationPreferences.diaper,
    medication: notificationPreferences.medication,
    growth: notificationPreferences.growth,
    tips: notificationPreferences.tips,
  },
  quietStart: notificationPreferences.quietStart,
  quietEnd: notificationPreferences.quietEnd,
  dailyTime: notificationPreferences.dailyTime,
};

/** No preferences row means the spec's defaults. */
const toRecipient = (row: RecipientRow): Recipient => ({
  userId: row.userId,
  email: row.email,
  timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
  preferences: row.preferences ?? DEFAULT_NOTIFICATION_PREFERENCES,
  quiet: row.quietStart === null ? DEFAULT_QUIET_HOURS : { start: row.quietStart, end: row.quietEnd ?? 0 },
  dailyTime: row.dailyTime ?? minutesOf(DEFAULT_DAILY_TIME),
});

type RecipientRow = Awaited<ReturnType<typeof recipientsQuery>>[number];

function recipientsQuery(db: Pick<Db, 'select'>) {
  return db
    .select(recipientColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id));
}

/** Everyone in the baby's family: each gets what her own preferences ask for. */
export async function recipientsOfBaby(db: Pick<Db, 'select'> | Tx, babyId: string): Promise<Recipient[]> {
  const rows = await recipientsQuery(db)
    .innerJoin(babyMembers, eq(babyMembers.userId, users.id))
    .where(eq(babyMembers.babyId, babyId));
  return rows.map(toRecipient);
}

/** Each baby's family, for a page of babies at once. */
export async function recipientsOfBabies(db: Pick<Db, 'select'>, babyIds: string[]): Promise<Map<string, Recipient[]>> {
  const rows = await db
    .select({ ...recipientColumns, babyId: babyMembers.babyId })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .innerJoin(babyMembers, eq(babyMembers.userId, users.id))
    .where(inArray(babyMembers.babyId, babyIds));
  const result = new Map<string, Recipient[]>();
  for (const row of rows) result.set(row.babyId, [...(result.get(row.babyId) ?? []), toRecipient(row)]);
  return result;
}

export async function recipientsByIds(db: Pick<Db, 'select'>, userIds: string[]): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await recipientsQuery(db).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.userId, toRecipient(row)]));
}
