import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { LIMITS } from '../../../domain/limits';
import { type ConsultationInput, minutesBefore } from '../../../domain/reminders/consultation.schema';
import { USEFUL_FOR_MS } from '../../../domain/reminders/reminder-kinds';
import { LISTED_STATES } from '../../../domain/reminders/reminder-states';
import { consultationMessage, measurementsMessage } from '../../../domain/reminders/reminder-texts';
import type { Db, Tx } from '../../db/client';
import { lockCount } from '../../db/count-lock';
import { consultations, reminders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import type { Clock } from '../../platform/clock';
import { findOwnBaby, findOwnBabyOrActive, removableEntry } from '../babies/babies.service';
import { recipientsOfBaby } from './recipients.service';
import { planReminders, whenText } from './reminder-rows';

export type Consultation = typeof consultations.$inferSelect;

/** The measurements a consultation took are asked for two hours after it starts. */
const MEASUREMENTS_AFTER_MS = 2 * 3_600_000;
const UPCOMING_LIMIT = 10;

/**
 * Every family member's reminder of the appointment (at its chosen time, or at once when that
 * has passed) and, after it, of its measurements: inside the caller's transaction.
 */
async function planConsultationReminders(tx: Tx, consultation: Consultation, babyName: string, now: Date) {
  const startsAt = consultation.startsAt;
  const remindAt = new Date(Math.max(now.getTime(), startsAt.getTime() - minutesBefore(consultation.remind) * 60_000));
  const measurementsAt = new Date(startsAt.getTime() + MEASUREMENTS_AFTER_MS);
  const recipients = await recipientsOfBaby(tx, consultation.babyId);
  const occurrence = startsAt.toISOString();
  await planReminders(
    tx,
    recipients.flatMap((recipient) => [
      {
        userId: recipient.userId,
        babyId: consultation.babyId,
        consultationId: consultation.id,
        kind: 'appointment' as const,
        subject: consultation.id,
        occurrence,
        dueAt: remindAt,
        expiresAt: startsAt,
        ...consultationMessage(babyName, consultation, whenText(startsAt, recipient.timeZone)),
      },
      {
        userId: recipient.userId,
        babyId: consultation.babyId,
        consultationId: consultation.id,
        kind: 'measurements' as const,
        subject: consultation.id,
        occurrence,
        dueAt: measurementsAt,
        expiresAt: new Date(measurementsAt.getTime() + USEFUL_FOR_MS.measurements),
        ...measurementsMessage(babyName, consultation.title),
      },
    ]),
  );
}

export async function createConsultation(db: Db, clock: Clock, userId: string, input: ConsultationInput) {
  const now = clock.now();
  const startsAt = new Date(input.startsAt);
  if (startsAt <= now) throw new AppError('consultation_in_past');
  const baby = input.babyId
    ? await findOwnBaby(db, userId, input.babyId)
    : await findOwnBabyOrActive(db, userId, undefined);
  if (!baby) throw new AppError('no_baby');
  return db.transaction(async (tx) => {
    await lockCount(tx, 'upcoming-consultations', baby.id);
    const upcoming = and(eq(consultations.babyId, baby.id), gt(consultations.startsAt, now));
    if ((await tx.$count(consultations, upcoming)) >= LIMITS.upcomingConsultations)
      throw new AppError('consultation_limit');
    const [consultation] = await tx
      .insert(consultations)
      .values({
        babyId: baby.id,
        userId,
        title: input.title,
        startsAt,
        place: input.place,
        notes: input.notes,
        remind: input.remind,
      })
      .returning();
    await planConsultationReminders(tx, consultation!, baby.name, now);
    return consultation!;
  });
}

/** What is to come, soonest first: the agenda's "Próximos" and the dashboard. */
export async function upcomingConsultations(db: Db, clock: Clock, userId: string, babyId: string | undefined) {
  const baby = await findOwnBabyOrActive(db, userId, babyId);
  if (!baby) return { babyId: null, consultations: [] };
  const rows = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.babyId, baby.id), gt(consultations.startsAt, clock.now())))
    .orderBy(asc(consultations.startsAt))
    .limit(UPCOMING_LIMIT);
  return { babyId: baby.id, consultations: rows };
}

/** The appointments of one of her days, for the agenda's log: those past are part of it. */
export async function consultationsBetween(db: Db, userId: string, babyId: string | undefined, from: Date, to: Date) {
  const baby = await findOwnBabyOrActive(db, userId, babyId);
  if (!baby) return [];
  return db
    .select()
    .from(consultations)
    .where(and(eq(consultations.babyId, baby.id), gte(consultations.startsAt, from), lt(consultations.startsAt, to)))
    .orderBy(asc(consultations.startsAt));
}

/** Removed with its reminders still to come (the ones sent stay in each list, as sent). */
export async function deleteConsultation(db: Db, userId: string, consultationId: string) {
  if (!isUuid(consultationId)) throw new AppError('consultation_not_found');
  const [found] = await db.select().from(consultations).where(eq(consultations.id, consultationId));
  const entry = await removableEntry(
    db,
    userId,
    found && { ...found, writtenBy: found.userId },
    'consultation_not_found',
  );
  await db.transaction(async (tx) => {
    await tx
      .update(reminders)
      .set({ consultationId: null })
      .where(and(eq(reminders.consultationId, entry.id), inArray(reminders.status, LISTED_STATES)));
    await tx.delete(consultations).where(eq(consultations.id, entry.id));
  });
}
