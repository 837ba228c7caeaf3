import { ageInMonths, type CalendarDate } from '../age';
import type { CalendarDose, VaccineRecord } from './vaccine-card';

/**
 * The day each yearly influenza campaign season starts. VERIFY: an approximation kept as data.
 * The Ministry opens the campaign on a different day each year (4 April 2022, 10 April 2023,
 * 25 March 2024, 7 April 2025 officially, with several states starting in the last days of
 * March 2025), and the North region vaccinates in the second semester instead. 15 March comes
 * before every recent opening, so a campaign dose is never counted in the season before; the
 * price is that the dose can show as due a few weeks before the local campaign opens.
 */
export const FLU_SEASON_START = { month: 3, day: 15 } as const;

export interface FluSeason {
  year: number;
  /** "Campanha 2026" */
  label: string;
  startsOn: CalendarDate;
  /** The next season's first day. */
  endsBefore: CalendarDate;
}

/**
 * due: this season's dose is missing. applied: a yearly dose is recorded this season.
 * first-season: this season is covered by the first-season doses (1st and 2nd).
 * waiting: not due yet (under the series' first age, or its first dose is not recorded; that
 * calendar row is what is pending). over: the child is past the yearly ages.
 */
export type SeasonDoseStatus = 'due' | 'applied' | 'first-season' | 'waiting' | 'over';

export interface SeasonDose<R extends VaccineRecord = VaccineRecord> {
  /** The calendar row that stands for the yearly dose. */
  doseId: string;
  season: FluSeason;
  status: SeasonDoseStatus;
  /** The record that covers this season, if any. */
  record: R | null;
  /** Yearly doses of earlier seasons, newest first. */
  earlier: R[];
  /** Records are unique per vaccine and dose number: a new yearly dose takes the next free one. */
  nextDoseNumber: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const startOf = (year: number): CalendarDate => `${year}-${pad(FLU_SEASON_START.month)}-${pad(FLU_SEASON_START.day)}`;

/** The campaign season `today` falls in. */
export function fluSeasonOn(today: CalendarDate): FluSeason {
  const thisYear = Number(today.slice(0, 4));
  const year = today >= startOf(thisYear) ? thisYear : thisYear - 1;
  return { year, label: `Campanha ${year}`, startsOn: startOf(year), endsBefore: startOf(year + 1) };
}

export const sameVaccineName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/** A calendar row given again every season, rather than once. */
export const isYearly = (dose: CalendarDose) => dose.repeatsYearlyUntilMonths !== null;

/** A record of a yearly dose: the yearly row's vaccine, from its dose number on. */
export const isYearlyRecord = (yearly: CalendarDose, record: VaccineRecord) =>
  sameVaccineName(record.vaccineName, yearly.vaccineName) && record.doseNumber >= yearly.doseNumber;

/**
 * This season's yearly dose (influenza), or null when the calendar has no yearly row. It is due
 * when the child is at least the age of the series' first dose (6 months) and under the row's
 * limit (72 months) on `today`, that first dose is recorded, and no record of the vaccine is
 * dated in the current season (first-season doses count for their season).
 */
export function seasonDose<R extends VaccineRecord>(
  calendar: CalendarDose[],
  records: R[],
  birthDate: CalendarDate,
  today: CalendarDate,
): SeasonDose<R> | null {
  const yearly = calendar.find(isYearly);
  if (!yearly || yearly.repeatsYearlyUntilMonths === null) return null;
  const season = fluSeasonOn(today);
  const age = ageInMonths(birthDate, today);
  const series = calendar
    .filter((d) => !isYearly(d) && sameVaccineName(d.vaccineName, yearly.vaccineName))
    .sort((a, b) => a.doseNumber - b.doseNumber);
  const fromMonths = series[0]?.recommendedAgeMonths ?? yearly.recommendedAgeMonths;
  const mine = records.filter((r) => sameVaccineName(r.vaccineName, yearly.vaccineName));
  const newestFirst = (a: R, b: R) => b.applicationDate.localeCompare(a.applicationDate);

  const thisSeason = mine.filter((r) => r.applicationDate >= season.startsOn && r.applicationDate < season.endsBefore);
  // A yearly record comes first, so the row can be unticked without touching a first-season dose.
  const record =
    thisSeason.filter((r) => isYearlyRecord(yearly, r)).sort(newestFirst)[0] ?? thisSeason.sort(newestFirst)[0] ?? null;
  const seriesStarted = !series[0] || mine.some((r) => r.doseNumber === series[0]!.doseNumber);
  const used = new Set(mine.map((r) => r.doseNumber));
  let nextDoseNumber = yearly.doseNumber;
  while (used.has(nextDoseNumber)) nextDoseNumber++;

  let status: SeasonDoseStatus;
  if (age >= yearly.repeatsYearlyUntilMonths) status = 'over';
  else if (record) status = isYearlyRecord(yearly, record) ? 'applied' : 'first-season';
  else if (age < fromMonths || !seriesStarted) status = 'waiting';
  else status = 'due';

  return {
    doseId: yearly.id,
    season,
    status,
    record,
    earlier: mine.filter((r) => isYearlyRecord(yearly, r) && r.applicationDate < season.startsOn).sort(newestFirst),
    nextDoseNumber,
  };
}
