import type { CalendarDate } from '../age';
import { localDateOf } from '../agenda/local-days';
import { foldText } from '../text';
import type { ImportRow } from './import-rows';

/** The child a log was kept for in the other app (Baby Buddy knows it; a Huckleberry file does not). */
export interface ImportChild {
  name: string;
  birthDate: CalendarDate;
}

interface BabyChoice {
  id: string;
  name: string;
  birthDate: CalendarDate;
}

const firstName = (name: string) => foldText(name).split(' ')[0] ?? '';

/**
 * The baby the preview proposes for a log: hers born the same day as the child and/or with the
 * same first name (accents and case aside), else none, so she must choose. Preselecting her first
 * baby put 1,330 rows from 2025 into a baby born in 2026. A log with no child proposes her only
 * baby, and none when she has more than one.
 */
export function proposeBaby(child: ImportChild | null, babies: readonly BabyChoice[]): string | null {
  if (!child) return babies.length === 1 ? babies[0]!.id : null;
  const name = firstName(child.name);
  const sameDay = babies.filter((baby) => baby.birthDate === child.birthDate);
  const sameName = babies.filter((baby) => name !== '' && firstName(baby.name) === name);
  const both = sameDay.filter((baby) => sameName.includes(baby));
  for (const found of [both, sameDay, sameName]) if (found.length === 1) return found[0]!.id;
  return null;
}

/** The first day a log holds, in her time zone: a row before the baby's birth means the wrong baby. */
export function firstDayOf(rows: readonly ImportRow[], timeZone: string): CalendarDate | null {
  let first: CalendarDate | null = null;
  for (const row of rows) {
    const day =
      'measurement' in row ? row.measurement.measuredOn : localDateOf(new Date(row.event.occurredAt), timeZone);
    if (first === null || day < first) first = day;
  }
  return first;
}

/** Whether writing this log to a baby born on `birthDate` needs her word first. */
export const startsBeforeBirth = (firstDay: CalendarDate | null | undefined, birthDate: CalendarDate) =>
  !!firstDay && firstDay < birthDate;
