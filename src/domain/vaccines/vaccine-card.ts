import { parseCalendarDate, type CalendarDate } from '../age';

export interface CalendarDose {
  id: string;
  vaccineName: string;
  doseNumber: number;
  doseLabel: string;
  description: string;
  ageDisplay: string;
  recommendedAgeMonths: number;
}

export interface VaccineRecord {
  id: string;
  vaccineName: string;
  doseNumber: number;
  applicationDate: CalendarDate;
  notes: string | null;
}

const sameDose = (a: { vaccineName: string; doseNumber: number }, b: { vaccineName: string; doseNumber: number }) =>
  a.vaccineName.trim().toLocaleLowerCase('pt-BR') === b.vaccineName.trim().toLocaleLowerCase('pt-BR') && a.doseNumber === b.doseNumber;

/** The record that applies a calendar dose: same vaccine name and dose number. */
export const recordFor = (dose: CalendarDose, records: VaccineRecord[]) => records.find((r) => sameDose(r, dose)) ?? null;

/** Records that match no calendar dose: the vaccines the mother added herself. */
export const customRecords = (calendar: CalendarDose[], records: VaccineRecord[]) =>
  records.filter((r) => !calendar.some((dose) => sameDose(r, dose)));

/** Calendar doses due by this age (recommended age ≤ the baby's months) and not applied. */
export const pendingDoses = (calendar: CalendarDose[], records: VaccineRecord[], ageMonths: number) =>
  calendar.filter((dose) => dose.recommendedAgeMonths <= ageMonths && !recordFor(dose, records));

/** Doses grouped under their age label, in calendar order. */
export function groupByAge(calendar: CalendarDose[]): { ageDisplay: string; doses: CalendarDose[] }[] {
  const groups: { ageDisplay: string; doses: CalendarDose[] }[] = [];
  for (const dose of [...calendar].sort((a, b) => a.recommendedAgeMonths - b.recommendedAgeMonths)) {
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

/** Onboarding "Sim, todas": every dose due by this age, dated birth date + recommended months. */
export function onboardingRecords(calendar: CalendarDose[], birthDate: CalendarDate, ageMonths: number, choice: 'all' | 'some') {
  return calendar
    .filter((dose) => dose.recommendedAgeMonths <= ageMonths)
    .map((dose) => ({
      vaccineName: dose.vaccineName,
      doseNumber: dose.doseNumber,
      applicationDate: addMonths(birthDate, dose.recommendedAgeMonths),
      notes: ONBOARDING_NOTES[choice],
    }));
}

/** "1ª dose" from a dose number. */
export const doseOrdinal = (n: number) => `${n}ª dose`;
