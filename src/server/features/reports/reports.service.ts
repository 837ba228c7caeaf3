import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { localDateOf, localDayWindows } from '../../../domain/agenda/local-days';
import { ageInDays } from '../../../domain/growth/growth-age';
import { milestoneById } from '../../../domain/development/milestones';
import { careLogByDay, medicinesGiven, notesOf, type LoggedEvent } from '../../../domain/reports/care-log-report';
import { periodLength, type ReportQuery } from '../../../domain/reports/report-period';
import { ageInMonths } from '../../../domain/age';
import { cardSummary } from '../../../domain/vaccines/vaccine-card';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findOwnBaby, findOwnBabyOrActive } from '../babies/babies.service';
import { getDevelopment } from '../development/development.service';
import { getGrowth, growthAgeOn, growthCurvesFor } from '../growth/growth.service';
import { getVaccineCard } from '../vaccines/vaccines.service';

const DAY_MS = 86_400_000;

/**
 * Everything "Relatório para o pediatra" shows of one baby she may see (a family member's too),
 * for the period on her clock: the baby, growth, vaccines, milestones not yet seen, and the log.
 */
export async function getReportData(db: Db, userId: string, query: ReportQuery, now: Date) {
  const baby = query.babyId
    ? await findOwnBaby(db, userId, query.babyId)
    : await findOwnBabyOrActive(db, userId, undefined);
  if (!baby) throw new AppError('no_baby');
  if (query.to < baby.birthDate) throw new AppError('report_before_birth');
  const from = query.from < baby.birthDate ? baby.birthDate : query.from;
  const today = localDateOf(now, query.tz);
  const windows = localDayWindows(query.to, periodLength(from, query.to), query.tz);

  const [events, growth, card, development] = await Promise.all([
    db
      .select({
        type: appointments.type,
        title: appointments.title,
        at: appointments.appointmentDate,
        endedAt: appointments.endedAt,
        leftSeconds: appointments.leftSeconds,
        rightSeconds: appointments.rightSeconds,
        bottleMl: appointments.bottleMl,
        diaper: appointments.diaper,
        medicine: appointments.medicine,
        dose: appointments.dose,
        notes: appointments.description,
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.babyId, baby.id),
          // A sleep that began the evening before counts its part in the first day.
          gte(appointments.appointmentDate, new Date(windows[0]!.start.getTime() - DAY_MS)),
          lt(appointments.appointmentDate, windows.at(-1)!.end),
        ),
      )
      .orderBy(asc(appointments.appointmentDate)),
    getGrowth(db, userId, baby.id),
    getVaccineCard(db, userId, baby.id, today),
    getDevelopment(db, userId, baby.id),
  ]);
  const inPeriod = (events as LoggedEvent[]).filter((e) => e.at >= windows[0]!.start);
  const summary = cardSummary(card.doses, card.records, ageInMonths(baby.birthDate, today), card.seasonDose);

  return {
    generatedOn: today,
    period: { from, to: query.to },
    baby: {
      name: baby.name,
      birthDate: baby.birthDate,
      sex: growth.baby?.sex ?? null,
      bloodType: baby.bloodType,
      gestationalWeeks: baby.gestationalWeeks,
      allergies: baby.allergies,
      healthConditions: baby.healthConditions,
      ageDays: ageInDays(baby.birthDate, today),
      growthAge: growthAgeOn(baby, today),
    },
    growth: {
      measurements: growth.measurements,
      curves: growth.baby?.sex ? growthCurvesFor(growth.baby.sex) : null,
    },
    vaccines: {
      calendar: card.version?.label ?? null,
      applied: [...card.records].sort((a, b) => a.applicationDate.localeCompare(b.applicationDate)),
      pending: summary.pending,
      ageMonths: ageInMonths(baby.birthDate, today),
    },
    milestonesNotYet: development.marks
      .filter((m) => m.mark === 'nao')
      .flatMap((m) => {
        const found = milestoneById(m.milestoneId);
        return found ? [{ text: found.milestone.text, band: found.band.label, markedOn: m.markedOn }] : [];
      }),
    careLog: {
      days: careLogByDay(inPeriod, windows, query.tz),
      medicines: medicinesGiven(inPeriod, query.tz),
      notes: notesOf(inPeriod, query.tz),
    },
  };
}

export type ReportData = Awaited<ReturnType<typeof getReportData>>;
