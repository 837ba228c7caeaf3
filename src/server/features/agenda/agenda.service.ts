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
  removableEntry,
} from '../babies/babies.service';
import { findProfile, profileNameOf } from '../profile/profile.service';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Logger } from '../../platform/log';

export type AgendaEvent = typeof appointments.$inferSelect;
/** An event as the day lists it, with who wrote it (her id, and her name from her profile). */
export type DayEvent = Pick<
  AgendaEvent,
  'id' | 'babyId' | 'type' | 'title' | 'description' | 'appointmentDate' | 'completed' | 'userId'
> & { authorName?: string | null };

/** Live notices of a baby's agenda: an event was logged or removed, by anyone of its family. */
export const AGENDA_CHANNEL = 'agenda';
export interface AgendaNotice {
  babyId: string;
}

export interface AgendaDeps {
  db: Db;
  webhooks: Webhooks;
  realtime: Realtime;
  logger: Logger;
}

/**
 * The baby (named or active) and her events in a range, in time order: one round trip. Only the
 * columns the day and Lu's context show, since the baby's are repeated on every event's row and
 * each is decoded again.
 */
const babyDay = oncePerDb((db) => {
  const baby = db.$with('baby').as(ownBabyOrActiveQuery(db));
  const { id, name, birthDate, gender, weight, height, allergies, healthConditions, role } = baby._.selectedFields;
  // The writer's name only for someone else's event: hers carry none, and most days have no other writer.
  const writer = appointments.userId;
  const othersName = sql<
    string | null
  >`case when ${writer} <> ${sql.placeholder('userId')} then ${profileNameOf(writer)} end`;
  return db
    .with(baby)
    .select({
      baby: { id, name, birthDate, gender, weight, height, allergies, healthConditions, role },
      event: {
        id: appointments.id,
        babyId: appointments.babyId,
        type: appointments.type,
        title: appointments.title,
        description: appointments.description,
        appointmentDate: appointments.appointmentDate,
        completed: appointments.completed,
        userId: appointments.userId,
        authorName: othersName,
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

/** Tells every open agenda of the baby, in every process; the change is saved, so a failure only logs. */
async function notify(deps: Pick<AgendaDeps, 'realtime' | 'logger'>, notice: AgendaNotice) {
  try {
    await deps.realtime.publish(AGENDA_CHANNEL, notice);
  } catch (error) {
    deps.logger.warn('agenda notice not sent', { notice, error });
  }
}

/**
 * Saves an event and queues its webhook in one transaction. A client-chosen id makes a retried
 * request (an offline queue sending again) land once. Any member of the baby's family logs.
 */
export async function addAgendaEvent(deps: AgendaDeps, user: SessionUser, input: AgendaEventInput) {
  const { db, webhooks } = deps;
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
      bebe_id: baby.id,
      bebe_nome: baby.name,
      papel: baby.role,
    });
    return inserted;
  });
  if (event) {
    webhooks.nudge();
    await notify(deps, { babyId: baby.id });
    return { event, created: true };
  }
  const [existing] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, input.id!), eq(appointments.userId, user.id)));
  if (!existing) throw new AppError('event_id_taken');
  return { event: existing, created: false };
}

/** A Responsável removes any event of the baby; a Cuidador(a) only the ones she logged. */
export async function deleteAgendaEvent(
  deps: Pick<AgendaDeps, 'db' | 'realtime' | 'logger'>,
  userId: string,
  eventId: string,
) {
  const { db } = deps;
  if (!isUuid(eventId)) throw new AppError('event_not_found');
  const [found] = await db
    .select({ id: appointments.id, babyId: appointments.babyId, writtenBy: appointments.userId })
    .from(appointments)
    .where(eq(appointments.id, eventId));
  const event = await removableEntry(db, userId, found, 'event_not_found');
  const deleted = await db.delete(appointments).where(eq(appointments.id, event.id)).returning({ id: appointments.id });
  if (deleted.length === 0) throw new AppError('event_not_found');
  await notify(deps, { babyId: event.babyId });
}
