import type { CalendarDate } from '../age';
import { ageInDays } from './growth-age';
import { type LengthPosition, STANDING_FROM_DAYS } from './growth-indicators';

export const defaultPosition = (ageDays: number): LengthPosition =>
  ageDays < STANDING_FROM_DAYS ? 'lying' : 'standing';

/**
 * The day of the baby form's weight and height, which never asked when they were taken: the
 * birth date when they plainly are the birth values (a baby in her first 7 days; from 3 months
 * old, a weight under 3.9 kg or a length under 53 cm, below WHO's −3 z line of both sexes at
 * that age yet normal at birth), else today. Migration 0016 dated the existing ones alike.
 */
export function firstMeasurementDay(
  birthDate: CalendarDate,
  today: CalendarDate,
  values: { weightKg: number | null; lengthCm: number | null },
): CalendarDate {
  const age = ageInDays(birthDate, today);
  if (age <= 7) return birthDate;
  const plainlyAtBirth =
    (values.weightKg !== null && values.weightKg < 3.9) || (values.lengthCm !== null && values.lengthCm < 53);
  return age >= 91 && plainlyAtBirth ? birthDate : today;
}

/** One indicator's z on a day, to compare a new value with the one before it. */
export interface DatedZ {
  day: CalendarDate;
  z: number;
}

const DAY_MS = 86_400_000;

/**
 * A value to check before saving ("Confira o valor"): more than 5 z away from the previous
 * measurement per week between them (a typo such as 35 kg for 3,5 kg), or, with none before, more
 * than 5 z from the median.
 */
export function isUnusualValue(next: DatedZ, previous: DatedZ | undefined): boolean {
  if (!previous) return Math.abs(next.z) > 5;
  const weeks = Math.abs(Date.parse(next.day) - Date.parse(previous.day)) / DAY_MS / 7;
  return Math.abs(next.z - previous.z) > 5 * Math.max(1, weeks);
}
