import { ageInMonths, type CalendarDate, parseCalendarDate } from '../age';
import { isYearly, isYearlyRecord, type SeasonDoseStatus, sameVaccineName, seasonDose } from './season-dose';

export interface CalendarDose {
  id: string;
  vaccineName: string;
  doseNumber: number;
  doseLabel: string;
  description: string;
  ageDisplay: string;
  recommendedAgeMonths: number;
  /** Set on the yearly influenza row: given every season while the child is under this age. */
  repeatsYearlyUntilMonths: number | null;
}

export interface VaccineRecord {
  id: string;
  vaccineName: string;
  doseNumber: number;
  applicationDate: CalendarDate;
  notes: string | null;
}

const sameDose = (a: { vaccineName: string; doseNumber: number }, b: { vaccineName: string; doseNumber: number }) =>
  sameVaccineName(a.vaccineName, b.vaccineName) && a.doseNumber === b.doseNumber;

/** The record that applies a calendar dose given once: same vaccine name and dose number. */
export const recordFor = (dose: CalendarDose, records: VaccineRecord[]) =>
  records.find((r) => sameDose(r, dose)) ?? null;

/** Records that match no calendar dose nor a yearly dose: the vaccines the mother added herself. */
export function customRecords<R extends VaccineRecord>(calendar: CalendarDose[], records: R[]): R[] {
  const yearly = calendar.filter(isYearly);
  return records.filter(
    (r) => !calendar.some((dose) => sameDose(r, dose)) && !yearly.some((dose) => isYearlyRecord(dose, r)),
  );
}

/** Doses given once that are due by this age (recommended age ≤ the baby's months), applied or not. */
export const dosesDueBy = (calendar: CalendarDose[], ageMonths: number) =>
  calendar.filter((dose) => !isYearly(dose) && dose.recommendedAgeMonths <= ageMonths);

/**
 * What the card counts: the rows it shows (the yearly row only while the child is young enough
 * for it), how many are applied (the yearly row when this season is covered), and the doses
 * pending, in calendar order: the once-only doses due by this age that have no record, and the
 * yearly dose when this season's is due.
 */
export function cardSummary(
  calendar: CalendarDose[],
  records: VaccineRecord[],
  ageMonths: number,
  season: { doseId: string; status: SeasonDoseStatus } | null,
) {
  const seasonRow = (dose: CalendarDose) => season !== null && season.doseId === dose.id;
  const shown = calendar.filter((dose) => !isYearly(dose) || (seasonRow(dose) && season?.status !== 'over'));
  const covered = season?.status === 'applied' || season?.status === 'first-season';
  const applied = shown.filter((dose) => (isYearly(dose) ? covered : recordFor(dose, records) !== null)).length;
  const pending = shown.filter((dose) =>
    isYearly(dose) ? season?.status === 'due' : dose.recommendedAgeMonths <= ageMonths && !recordFor(dose, records),
  );
  return { shown, applied, total: shown.length, pending };
}

/** Every dose pending on `today`, this season's yearly dose included. */
export function pendingDoses(
  calendar: CalendarDose[],
  records: VaccineRecord[],
  birthDate: CalendarDate,
  today: CalendarDate,
) {
  return cardSummary(calendar, records, ageInMonths(birthDate, today), seasonDose(calendar, records, birthDate, today))
    .pending;
}

/** Doses grouped under their age label, in calendar order; a yearly row after the once-only doses of its age. */
export function groupByAge(calendar: CalendarDose[]): { ageDisplay: string; doses: CalendarDose[] }[] {
  const groups: { ageDisplay: string; doses: CalendarDose[] }[] = [];
  const order = (d: CalendarDose) => d.recommendedAgeMonths + (isYearly(d) ? 0.5 : 0);
  for (const dose of [...calendar].sort((a, b) => order(a) - order(b))) {
    const last = groups.at(-1);
    if (last?.ageDisplay === dose.ageDisplay) last.doses.push(dose);
    else groups.push({ ageDisplay: dose.ageDisplay, doses: [dose] });
  }
  return groups;
}

/** The date `months` after `date`; the 31st of January plus a month is the last day of February. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = parseCalendarDate(date);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export const ONBOARDING_NOTES = {
  all: 'Registrada automaticamente no primeiro acesso',
  some: 'Registrada manualmente no primeiro acesso',
} as const;

/**
 * Onboarding "Sim, todas": every once-only dose due by this age, dated birth date + recommended
 * months. The yearly dose is left out: whether this season's was given is not known.
 */
export function onboardingRecords(
  calendar: CalendarDose[],
  birthDate: CalendarDate,
  ageMonths: number,
  choice: 'all' | 'some',
) {
  return dosesDueBy(calendar, ageMonths).map((dose) => ({
    vaccineName: dose.vaccineName,
    doseNumber: dose.doseNumber,
    applicationDate: addMonths(birthDate, dose.recommendedAgeMonths),
    notes: ONBOARDING_NOTES[choice],
  }));
}

/** "1ª dose" from a dose number. */
export const doseOrdinal = (n: number) => `${n}ª dose`;

/**
 * The next once-only doses of the calendar not yet given, those of the youngest age still ahead
 * of her (`ageMonths`), and the day they fall due; null when none is left.
 */
export function nextDoses(
  calendar: CalendarDose[],
  records: VaccineRecord[],
  birthDate: CalendarDate,
  ageMonths: number,
) {
  const ahead = calendar.filter(
    (dose) => !isYearly(dose) && dose.recommendedAgeMonths > ageMonths && recordFor(dose, records) === null,
  );
  if (ahead.length === 0) return null;
  const months = Math.min(...ahead.map((dose) => dose.recommendedAgeMonths));
  const doses = ahead.filter((dose) => dose.recommendedAgeMonths === months);
  return { on: addMonths(birthDate, months), ageDisplay: doses[0]!.ageDisplay, doses };
}
