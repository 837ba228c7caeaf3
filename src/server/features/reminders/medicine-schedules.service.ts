import { and, eq, gt, isNull } from 'drizzle-orm';
import { LIMITS } from '../../../domain/limits';
import { doseTimes, type MedicineScheduleInput } from '../../../domain/reminders/medicine-schedule.schema';
import { USEFUL_FOR_MS } from '../../../domain/reminders/reminder-kinds';
import { medicineDoseMessage } from '../../../domain/reminders/reminder-texts';
import type { Db } from '../../db/client';
import { lockCount } from '../../db/count-lock';
import { appointments, medicineSchedules, reminders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import type { Clock } from '../../platform/clock';
import { findOwnBaby, findOwnBabyOrActive, removableEntry } from '../babies/babies.service';
import { recipientsOfBaby } from './recipients.service';
import { type NewReminder, planReminders } from './reminder-rows';

const INSERT_BATCH = 500;

/**
 * "Repetir" on a Remédio event: a dose every N hours for D days after it, each a reminder for
 * every family member whose "Remédios" switch is on at its time. One running schedule per event.
 */
export async function createMedicineSchedule(db: Db, clock: Clock, userId: string, input: MedicineScheduleInput) {
  if (!isUuid(input.eventId)) throw new AppError('event_not_found');
  const [event] = await db.select().from(appointments).where(eq(appointments.id, input.eventId));
  if (!event) throw new AppError('event_not_found');
  const baby = await findOwnBaby(db, userId, event.babyId).catch(() => {
    throw new AppError('event_not_found');
  });
  if (event.type !== 'remedio') throw new AppError('not_a_medicine');
  const now = clock.now();
  const medicine = event.medicine ?? event.title ?? 'Remédio';
  const firstDoseAt = event.appointmentDate;
  const endsAt = new Date(firstDoseAt.getTime() + input.days * 86_400_000);
  const times = doseTimes(firstDoseAt, input.everyHours, input.days).filter(
    (at) => at.getTime() + USEFUL_FOR_MS.medicine > now.getTime(),
  );

  const runningOfBaby = and(
    eq(medicineSchedules.babyId, baby.id),
    isNull(medicineSchedules.stoppedAt),
    gt(medicineSchedules.endsAt, now),
  );
  return db.transaction(async (tx) => {
    await lockCount(tx, 'running-schedules', baby.id);
    const [running] = await tx
      .select({ id: medicineSchedules.id })
      .from(medicineSchedules)
      .where(
        and(
          eq(medicineSchedules.eventId, event.id),
          isNull(medicineSchedules.stoppedAt),
          gt(medicineSchedules.endsAt, now),
        ),
      );
    if (running) throw new AppError('schedule_running');
    if ((await tx.$count(medicineSchedules, runningOfBaby)) >= LIMITS.runningSchedules)
      throw new AppError('schedule_limit');
    const [schedule] = await tx
      .insert(medicineSchedules)
      .values({
        babyId: baby.id,
        userId,
        eventId: event.id,
        medicine,
        dose: event.dose,
        everyHours: input.everyHours,
        firstDoseAt,
        endsAt,
      })
      .returning();
    const message = medicineDoseMessage(baby.name, medicine, event.dose);
    const rows: NewReminder[] = (await recipientsOfBaby(tx, baby.id)).flatMap((recipient) =>
      times.map((at) => ({
        userId: recipient.userId,
        babyId: baby.id,
        scheduleId: schedule!.id,
        kind: 'medicine' as const,
        subject: schedule!.id,
        occurrence: at.toISOString(),
        dueAt: at,
        expiresAt: new Date(at.getTime() + USEFUL_FOR_MS.medicine),
        ...message,
      })),
    );
    for (let i = 0; i < rows.length; i += INSERT_BATCH) await planReminders(tx, rows.slice(i, i + INSERT_BATCH));
    return { schedule: schedule!, doses: times.length };
  });
}

/** The baby's schedules still running: the agenda shows them with "Parar". */
export async function runningSchedules(db: Db, clock: Clock, userId: string, babyId: string | undefined) {
  const baby = await findOwnBabyOrActive(db, userId, babyId);
  if (!baby) return [];
  return db
    .select()
    .from(medicineSchedules)
    .where(
      and(
        eq(medicineSchedules.babyId, baby.id),
        isNull(medicineSchedules.stoppedAt),
        gt(medicineSchedules.endsAt, clock.now()),
      ),
    )
    .orderBy(medicineSchedules.createdAt);
}

/** Stops the doses to come; those already sent stay in each list. */
export async function stopMedicineSchedule(db: Db, clock: Clock, userId: string, scheduleId: string) {
  if (!isUuid(scheduleId)) throw new AppError('schedule_not_found');
  const [found] = await db.select().from(medicineSchedules).where(eq(medicineSchedules.id, scheduleId));
  if (!found) throw new AppError('schedule_not_found');
  await removableEntry(db, userId, { ...found, writtenBy: found.userId }, 'schedule_not_found');
  await db.transaction(async (tx) => {
    await tx.update(medicineSchedules).set({ stoppedAt: clock.now() }).where(eq(medicineSchedules.id, found.id));
    await tx
      .update(reminders)
      .set({ status: 'cancelled' })
      .where(and(eq(reminders.scheduleId, found.id), eq(reminders.status, 'pending')));
  });
}
