import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import type { AgendaEventInput, DaySummary } from '../../../domain/agenda/agenda-event.schema';
import { labelOfType } from '../../../domain/agenda/event-types';
import { phoneWithoutPlus } from '../../../domain/account/phone';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import type { SessionUser } from '../../http/types';
import type { Webhooks } from '../../platform/webhooks/webhooks';
import { findOwnBabyOrActive } from '../babies/babies.service';
import { findProfile } from '../profile/profile.service';

export type AgendaEvent = typeof appointments.$inferSelect;

/** A day of one baby: its events in time order and how many of each kind, in one answer. */
export async function getAgendaDay(db: Db, userId: string, range: { start: Date; end: Date; babyId?: string }) {
  const baby = await findOwnBabyOrActive(db, userId, range.babyId);
  const summary: DaySummary = { mamada: 0, fralda: 0, sono: 0, remedio: 0 };
  if (!baby) return { baby: null, events: [] as AgendaEvent[], summary };
  const inRange = and(
    eq(appointments.babyId, baby.id),
    gte(appointments.appointmentDate, range.start),
    lte(appointments.appointmentDate, range.end),
  );
  const [events, counts] = await Promise.all([
    db.select().from(appointments).where(inRange).orderBy(asc(appointments.appointmentDate)),
    db.select({ type: appointments.type, total: count() }).from(appointments).where(inRange).groupBy(appointments.type),
  ]);
  for (const { type, total } of counts) if (type in summary) summary[type as keyof DaySummary] = Number(total);
  return { baby, events, summary };
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
