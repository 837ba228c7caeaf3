import { ageInMonths } from '../../../domain/age';
import { localDateOf, localDayWindows } from '../../../domain/agenda/local-days';
import { milestoneById } from '../../../domain/development/milestones';
import { ageInDays } from '../../../domain/growth/growth-age';
import { DAILY_ROWS_UP_TO } from '../../../domain/reports/care-log-report';
import { periodLength, type ReportQuery } from '../../../domain/reports/report-period';
import { seasonDose } from '../../../domain/vaccines/season-dose';
import { cardSummary } from '../../../domain/vaccines/vaccine-card';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { careDays, dayDoses, medicineTotals, recentNotes } from '../agenda/care-log-report.service';
import { type BabyRecord, findOwnBaby, findOwnBabyOrActive } from '../babies/babies.service';
import { marksOfBaby } from '../development/development.service';
import { growthAgeOn, growthCurvesFor, scoredMeasurementsOf, sexOf } from '../growth/growth.service';
import { currentCalendar, listVaccineRecords } from '../vaccines/vaccines.service';

/** A baby of hers (named, else the active one) whose report she asks for: the 404 otherwise. */
export async function reportBabyOf(db: Db, userId: string, babyId: string | undefined) {
  const baby = babyId ? await findOwnBaby(db, userId, babyId) : await findOwnBabyOrActive(db, userId, undefined);
  if (!baby) throw new AppError('no_baby');
  return baby;
}

/** A period that ends before the birth has nothing to say; one that starts before it starts at it. */
export function reportPeriodOf(baby: Pick<BabyRecord, 'birthDate'>, query: Pick<ReportQuery, 'from' | 'to'>) {
  if (query.to < baby.birthDate) throw new AppError('report_before_birth');
  return { from: query.from < baby.birthDate ? baby.birthDate : query.from, to: query.to };
}

/**
 * Everything "Relatório para o pediatra" shows of one baby, for a period on the mother's clock:
 * the baby, growth, vaccines, milestones not yet seen, and the log. The caller has let the reader
 * in (a family member, or a shared link).
 */
export async function reportOfBaby(
  db: Db,
  baby: BabyRecord,
  query: { from: string; to: string; tz: string },
  now: Date,
) {
  const { from, to } = reportPeriodOf(baby, query);
  const today = localDateOf(now, query.tz);
  const windows = localDayWindows(to, periodLength(from, to), query.tz);

  const daily = windows.length <= DAILY_ROWS_UP_TO;
  const [days, medicines, doses, notes, measurements, calendar, records, marks] = await Promise.all([
    careDays(db, baby.id, windows),
    medicineTotals(db, baby.id, windows, query.tz),
    daily ? dayDoses(db, baby.id, windows, query.tz) : null,
    recentNotes(db, baby.id, windows, query.tz),
    scoredMeasurementsOf(db, baby),
    currentCalendar(db),
    listVaccineRecords(db, baby.id),
    marksOfBaby(db, baby.id),
  ]);
  const ageMonths = ageInMonths(baby.birthDate, today);
  const summary = cardSummary(
    calendar.doses,
    records,
    ageMonths,
    seasonDose(calendar.doses, records, baby.birthDate, today),
  );
  const sex = sexOf(baby.gender);

  return {
    generatedOn: today,
    period: { from, to },
    baby: {
      id: baby.id,
      name: baby.name,
      birthDate: baby.birthDate,
      sex,
      bloodType: baby.bloodType,
      gestationalWeeks: baby.gestationalWeeks,
      gestationalDays: baby.gestationalDays,
      allergies: baby.allergies,
      healthConditions: baby.healthConditions,
      ageDays: ageInDays(baby.birthDate, today),
      growthAge: growthAgeOn(baby, today),
    },
    growth: { measurements, curves: sex ? growthCurvesFor(sex) : null },
    vaccines: {
      calendar: calendar.version?.label ?? null,
      applied: [...records].sort((a, b) => a.applicationDate.localeCompare(b.applicationDate)),
      pending: summary.pending,
      ageMonths,
    },
    milestonesNotYet: marks
      .filter((m) => m.mark === 'nao')
      .flatMap((m) => {
        const found = milestoneById(m.milestoneId);
        return found ? [{ text: found.milestone.text, band: found.band.label, markedOn: m.markedOn }] : [];
      }),
    careLog: { days, dayDoses: doses, medicines, notes },
  };
}

export type ReportData = Awaited<ReturnType<typeof reportOfBaby>>;
