import { type CalendarDate, toCalendarDate } from '@domain/age';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The shape of the kept answers. Raise it when an API answer a screen reads changes shape: an app
 * update then drops what an older version kept instead of drawing it wrong.
 */
export const KEPT_DATA_VERSION = 1;

/** Older than this, kept data is more misleading than useful: the screen asks the server instead. */
export const KEPT_DATA_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

/** The agenda, its appointments and its glance are kept for the last days she looks back at. */
export const KEPT_AGENDA_DAYS = 14;

/**
 * What each screen needs to open offline, by the first part of its query key: the dashboard's
 * glance and the running timers (`agenda`), the agenda's days and next appointments, the vaccine
 * card and the booklet (`vaccines`, `babies`), growth with its WHO lines, development, the sleep
 * page, reminders, the feeding guide and her tips, the booklet's shared links. Her session is
 * remembered apart (`lumma.me`), the outbox is already on the phone, Lu's conversation is in the
 * worker's cache, and the rest (community, admin) is read online.
 */
export const KEPT_QUERY_ROOTS = [
  'babies',
  'profile',
  'agenda',
  'consultations',
  'medicine-schedules',
  'vaccines',
  'growth',
  'growth-curves',
  'development',
  'reminders',
  'feeding',
  'reports',
] as const;

/** The last `count` calendar days up to `today`, newest first. */
export function recentDays(today: Date, count = KEPT_AGENDA_DAYS): CalendarDate[] {
  return Array.from({ length: count }, (_, back) => {
    const day = new Date(today);
    day.setDate(day.getDate() - back);
    return toCalendarDate(day);
  });
}

const DATED = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether an answer is kept: one of the kept screens', and, for a day of the agenda, not older than
 * the days kept (a day she browsed to a year ago is not worth the room).
 */
export function isKeptQuery(queryKey: QueryKey, today: Date): boolean {
  const root = queryKey[0];
  if (!KEPT_QUERY_ROOTS.includes(root as (typeof KEPT_QUERY_ROOTS)[number])) return false;
  const day = queryKey.find((part): part is string => typeof part === 'string' && DATED.test(part));
  return day === undefined || day >= recentDays(today).at(-1)!;
}
