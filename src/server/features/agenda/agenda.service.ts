import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { AgendaEventInput, DaySummary } from '../../../domain/agenda/agenda-event.schema';
import { labelOfType } from '../../../domain/agenda/event-types';
import { phoneWithoutPlus } from '../../../domain/account/phone';
import type { Db } from '../../db/client';
import { oncePerDb } from '../../db/prepared';
import { appointments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import type { SessionUser } from '../../http/types';
import type { Webhooks } from '../../platform/webhooks/webhooks';
import {
  findOwnBabyOrActive,
  ownBabyOrActiveFound,
  ownBabyOrActiveParams,
  ownBabyOrActiveQuery,
} from '../babies/babies.service';
import { findProfile } from '../profile/profile.service';

export type AgendaEvent = typeof appointments.$inferSelect;
/** An event as the day lists it. */
export type DayEvent = Pick<
  AgendaEvent,
  'id' | 'babyId' | 'type' | 'title' | 'description' | 'appointmentDate' | 'completed'
>;

/**
 * The baby (named or active) and her events in a range, in time order: one round trip. Only the
 * columns the day and Lu's context show, since the baby's are repeated on every event's row and
 * each is decoded again.
 */
const babyDay = oncePerDb((db) => {
  const baby = db.$with('baby').as(ownBabyOrActiveQuery(db));
  const { id, name, birthDate, gender, weight, height, allergies, healthConditions } = baby._.selectedFields;
  return db
    .with(baby)
    .select({
      baby: { id, name, birthDate, gender, weight, height, allergies, healthConditions },
      event: {
        id: appointments.id,
        babyId: appointments.babyId,
        type: appointments.type,
        title: appointments.title,
        description: appointments.description,
        appointmentDate: appointments.appointmentDate,
        completed: appointments.completed,
      },
    })
    .from(baby)
    .leftJoin(
      appointments,
      and(
        eq(appointments.babyId, baby.id),
        gte(appointments.appointmentDate, sql.placeholder('start')),
        lte(appointments.appointmentDate, sql.placeholder('end')),
      ),
    )
    .orderBy(asc(appointments.appointmentDate))
    .prepare('agenda_baby_day');
});

/** A day of one baby: its events in time order and how many of each kind (counted from those events). */
export async function getAgendaDay(db: Db, userId: string, range: { start: Date; end: Date; babyId?: string }) {
  const rows = await babyDay(db).execute({
    ...ownBabyOrActiveParams(userId, range.babyId),
    start: range.start.toISOString(),
    end: range.end.toISOString(),
  });
  const summary: DaySummary = { mamada: 0, fralda: 0, sono: 0, remedio: 0 };
  const events = rows.flatMap((row) => (row.event ? [row.event] : []));
  for (const { type } of events) if (type in summary) summary[type as keyof DaySummary] += 1;
  return { baby: ownBabyOrActiveFound(rows[0]?.baby, range.babyId), events, summary };
}

/**
 * Saves an event and queues its webhook in one transaction. A client-chosen id makes a retried
 * request (an offline queue sending again) land once.
 */
export async function addAgendaEvent(db: Db, webhooks: Webhooks, user: SessionUser, input: AgendaEventInput) {
  const baby = await findOwnBabyOrActive(db, user.id, input.babyId);
  if (!baby) throw new AppError('no_baby');
  const profile = await findProfile(db, user.id);

  const event = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(appointments)
      .values({
        ...(input.id ? { id: input.id } : {}),
        userId: user.id,
        babyId: baby.id,
        type: input.type,
        title: input.title,
        description: input.notes,
        appointmentDate: new Date(input.occurredAt),
        completed: false,
      })
      .onConflictDoNothing({ target: appointments.id })
      .returning();
    if (!inserted) return null;
    await webhooks.enqueue(tx, 'agenda_event_created', {
      tipo_evento: input.title ?? labelOfType(input.type),
      horario: input.time,
      data: input.date,
      observacao: input.notes ?? '',
      user_id: user.id,
      nome: profile?.fullName ?? user.name,
      telefone: profile?.phone ? phoneWithoutPlus(profile.phone) : '',
    });
    return inserted;
  });
  if (event) {
    webhooks.nudge();
    return { event, created: true };
  }
  const [existing] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, input.id!), eq(appointments.userId, user.id)));
  if (!existing) throw new AppError('event_id_taken');
  return { event: existing, created: false };
}

export async function deleteAgendaEvent(db: Db, userId: string, eventId: string): Promise<void> {
  if (!isUuid(eventId)) throw new AppError('event_not_found');
  const deleted = await db
    .delete(appointments)
    .where(and(eq(appointments.id, eventId), eq(appointments.userId, userId)))
    .returning({ id: appointments.id });
  if (deleted.length === 0) throw new AppError('event_not_found');
}
