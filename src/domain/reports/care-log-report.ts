import type { CalendarDate } from '../age';

/**
 * What the report says of the care log, bounded whatever the family logged: a period up to a month
 * is listed day by day; a longer one is summarised per week, with its trend, so a year is about as
 * long to read (and to make) as a month. See docs/decisions/021-bounded-report.md.
 */

/** Up to this many days the log is one row per day; beyond, one row per week. */
export const DAILY_ROWS_UP_TO = 31;
/** The family's notes shown: those of the period's last 30 days, the newest 40 of them. */
export const NOTES_DAYS = 30;
export const MAX_NOTES = 40;
/** A note longer than this ends in "…": the pediatrician reads the rest in the app, with the family. */
export const NOTE_LENGTH = 160;
/** Distinct medicines listed; the rest are counted in one line. */
export const MAX_MEDICINES = 30;
/** Doses listed in one day's row; the rest are counted there. */
export const MEDICINES_PER_DAY = 6;
/** A name the family typed (a medicine, an event's title), cut to fit a table's cell. */
export const NAME_LENGTH = 60;

/** One local day of the period, as counted by SQL. */
export interface ReportDay {
  day: CalendarDate;
  feedings: number;
  leftSeconds: number;
  rightSeconds: number;
  bottles: number;
  bottleMl: number;
  sleepSeconds: number;
  diapers: number;
  wet: number;
  dirty: number;
  medicines: number;
}

/** Daily averages over a span's days with anything logged: an unlogged day is not a day without care. */
export interface CareAverages {
  from: CalendarDate;
  to: CalendarDate;
  loggedDays: number;
  feedings: number;
  leftMinutes: number;
  rightMinutes: number;
  bottleMl: number;
  sleepHours: number;
  diapers: number;
  wet: number;
  dirty: number;
  /** Doses given in the span, all told. */
  medicines: number;
}

/** `text` cut to `length` characters at most, the last being "…" when cut. */
export function truncated(text: string, length: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= length
    ? chars.join('')
    : `${chars
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`;
}

export const hasCare = (d: ReportDay) => d.feedings + d.sleepSeconds + d.diapers + d.medicines > 0;

/** The averages of `days` (consecutive, oldest first); null when none is given. */
export function averagesOf(days: readonly ReportDay[]): CareAverages | null {
  if (days.length === 0) return null;
  const logged = days.filter(hasCare);
  const perDay = (pick: (d: ReportDay) => number) =>
    logged.length === 0 ? 0 : logged.reduce((sum, d) => sum + pick(d), 0) / logged.length;
  return {
    from: days[0]!.day,
    to: days.at(-1)!.day,
    loggedDays: logged.length,
    feedings: perDay((d) => d.feedings),
    leftMinutes: perDay((d) => d.leftSeconds / 60),
    rightMinutes: perDay((d) => d.rightSeconds / 60),
    bottleMl: perDay((d) => d.bottleMl),
    sleepHours: perDay((d) => d.sleepSeconds / 3600),
    diapers: perDay((d) => d.diapers),
    wet: perDay((d) => d.wet),
    dirty: perDay((d) => d.dirty),
    medicines: days.reduce((sum, d) => sum + d.medicines, 0),
  };
}

/** The period in blocks of 7 days from its first day (the last may be shorter), each with its averages. */
export function weeksOf(days: readonly ReportDay[]): CareAverages[] {
  const weeks: CareAverages[] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(averagesOf(days.slice(i, i + 7))!);
  return weeks;
}

/** How a long period went: its first four weeks, its last four, and the whole. */
export function trendOf(days: readonly ReportDay[]) {
  return {
    first: averagesOf(days.slice(0, 28))!,
    last: averagesOf(days.slice(-28))!,
    whole: averagesOf(days)!,
  };
}

/** A medicine given in the period: how often, the first and last time, and the last dose. */
export interface MedicineTotal {
  name: string;
  lastDose: string | null;
  count: number;
  first: CalendarDate;
  last: CalendarDate;
}

/** The medicines most given first, at most MAX_MEDICINES of them, and how many others there were. */
export function medicinesListed(totals: readonly MedicineTotal[], distinct: number) {
  const listed = [...totals]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'pt-BR'))
    .slice(0, MAX_MEDICINES)
    .map((m) => ({ ...m, name: truncated(m.name, NAME_LENGTH), lastDose: m.lastDose && truncated(m.lastDose, 30) }));
  return { listed, others: Math.max(0, distinct - listed.length) };
}

/** A day's doses in its row: time, name and dose, the first MEDICINES_PER_DAY, then how many more. */
export function dayMedicinesText(
  doses: readonly { time: string; name: string; dose: string | null }[],
  total: number,
  separator: string,
): string {
  const shown = doses
    .slice(0, MEDICINES_PER_DAY)
    .map((d) => `${d.time} ${truncated(d.name, 30)}${d.dose ? ` (${truncated(d.dose, 20)})` : ''}`);
  const more = total - shown.length;
  return [...shown, ...(more > 0 ? [`+${more} ${more === 1 ? 'dose' : 'doses'}`] : [])].join(separator);
}
