import { z } from 'zod';
import { type CalendarDate, toCalendarDate } from './age';

/**
 * The dates every route takes (a day, an instant, a page cursor) are checked here, once: a day
 * that exists on the calendar, in the years a baby's life and its plans can fall in. Anything
 * else is a 400 with the field's own words, never a database error and never a date PostgreSQL
 * or JavaScript would quietly move ("2026-02-31" to March, year 1 to 2001).
 */

/** No one in the app (mother, baby, a dose, a measurement) has a date before this year. */
export const EARLIEST_YEAR = 1900;

/** The last year a date may fall in: next year, so a December booking for January is fine. */
export const latestYear = (now: Date = new Date()) => now.getUTCFullYear() + 1;

/**
 * The latest date a mother can call "today": tomorrow in UTC, since no time zone is further
 * ahead. Dates "in the future" are refused against this; the browser checks her own day.
 */
export const latestUserToday = (now: Date = new Date()): CalendarDate =>
  toCalendarDate(new Date(now.getTime() + 24 * 60 * 60 * 1000));

export const yearRangeMessage = (now: Date = new Date()) =>
  `Escolha uma data entre ${EARLIEST_YEAR} e ${latestYear(now)}`;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a day the calendar has, written `yyyy-MM-dd` ("2026-02-29" is not). */
export function isCalendarDate(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: the latter reads years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isSensibleYear = (year: number, now: Date = new Date()) =>
  year >= EARLIEST_YEAR && year <= latestYear(now);

/** A day that exists, in the years the app accepts. */
export const isSensibleDate = (text: string, now: Date = new Date()) =>
  isCalendarDate(text) && isSensibleYear(Number(text.slice(0, 4)), now);

/**
 * An ISO 8601 instant with its offset ("2026-03-01T08:00:00-03:00"), whose own day exists and
 * whose moment falls in the years the app accepts.
 */
export function isSensibleInstant(text: string, now: Date = new Date()): boolean {
  if (!z.iso.datetime({ offset: true }).safeParse(text).success) return false;
  if (!isCalendarDate(text.slice(0, 10))) return false;
  const time = Date.parse(text);
  return !Number.isNaN(time) && isSensibleYear(new Date(time).getUTCFullYear(), now);
}

/**
 * A day field: `message` when it is not a day at all, the years' range when it is one too far
 * back or ahead.
 */
export function calendarDateSchema(message: string) {
  return z
    .string({ error: message })
    .regex(DAY, message)
    .refine(isCalendarDate, message)
    .superRefine((text, ctx) => {
      if (isCalendarDate(text) && !isSensibleYear(Number(text.slice(0, 4))))
        ctx.addIssue({ code: 'custom', message: yearRangeMessage() });
    });
}

/** An instant field, with its offset: `message` when it is not one, the years' range when out of them. */
export function instantSchema(message: string) {
  return z
    .string({ error: message })
    .refine((text) => z.iso.datetime({ offset: true }).safeParse(text).success, message)
    .refine((text) => isCalendarDate(text.slice(0, 10)), message)
    .superRefine((text, ctx) => {
      const time = Date.parse(text);
      if (!Number.isNaN(time) && !isSensibleYear(new Date(time).getUTCFullYear()))
        ctx.addIssue({ code: 'custom', message: yearRangeMessage() });
    });
}

/** A position in a list ordered newest first: the last row's time and id, as `<instant>_<uuid>`. */
export interface PageCursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const pageCursorText = (cursor: { at: Date; id: string }) => `${cursor.at.toISOString()}_${cursor.id}`;

/** Reads `<instant>_<uuid>`; null for anything else, so a route answers 400 before any query. */
export function readPageCursor(text: string, now: Date = new Date()): PageCursor | null {
  const split = text.lastIndexOf('_');
  const at = text.slice(0, split);
  const id = text.slice(split + 1);
  if (split < 0 || !UUID.test(id) || !isSensibleInstant(at, now)) return null;
  return { at: new Date(at), id };
}

/** A page cursor query parameter, read into its time and id. */
export const pageCursorSchema = (message: string) =>
  z
    .string({ error: message })
    .max(100, message)
    .transform((text, ctx) => {
      const cursor = readPageCursor(text);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return cursor;
    });
