import { and, eq, sql } from 'drizzle-orm';
import { phoneWithoutPlus } from '../../../domain/account/phone';
import type { AgendaEventEdit, AgendaEventInput, DaySummary } from '../../../domain/agenda/agenda-event.schema';
import { durationSeconds, type EventDetails } from '../../../domain/agenda/event-details';
import { labelOfType } from '../../../domain/agenda/event-types';
import type { Db, Tx } from '../../db/client';
import { oncePerDb } from '../../db/prepared';
import { appointments, careTimers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import type { SessionUser } from '../../http/types';
import type { Logger } from '../../platform/log';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Webhooks } from '../../platform/webhooks/webhooks';
import {
  findOwnBabyOrActive,
  ownBabyOrActiveFound,
  ownBabyOrActiveParams,
  ownBabyOrActiveQuery,
  removableEntry,
} from '../babies/babies.service';
import { findProfile, profileNameOf } from '../profile/profile.service';

export type AgendaEvent = typeof appointments.$inferSelect;
type DetailColumn = keyof typeof detailColumns;
/** The columns of an event's details (domain/agenda/event-details.ts). */
export const detailColumns = {
  endedAt: appointments.endedAt,
  feeding: appointments.feeding,
  leftSeconds: appointments.leftSeconds,
  rightSeconds: appointments.rightSeconds,
  bottleMl: appointments.bottleMl,
  milk: appointments.milk,
  diaper: appointments.diaper,
  medicine: appointments.medicine,
  dose: appointments.dose,
};

/** The details as columns to write. */
const detailValues = (details: EventDetails) => ({
  ...details,
  endedAt: details.endedAt ? new Date(details.endedAt) : null,
});

/** The details of a stored event, as the API and the webhooks carry them. */
export const detailsOfEvent = (e: Pick<AgendaEvent, DetailColumn>): EventDetails => ({
  endedAt: e.endedAt?.toISOString() ?? null,
  feeding: e.feeding,
  leftSeconds: e.leftSeconds,
  rightSeconds: e.rightSeconds,
  bottleMl: e.bottleMl,
  milk: e.milk,
  diaper: e.diaper,
  medicine: e.medicine,
  dose: e.dose,
});

/**
 * Live notices of a baby's agenda: an event was logged or removed, by anyone of its family; or a
 * person left its family (`left`), whose open streams stop hearing of the baby.
 */
export const AGENDA_CHANNEL = 'agenda';
export interface AgendaNotice {
  babyId: string;
  left?: string;
}

export interface AgendaDeps {
  db: Db;
  webhooks: Webhooks;
  realtime: Realtime;
  logger: Logger;
}

/** An event as the API sends it: instants in ISO, its details, and who wrote it. */
export type DayEvent = {
  id: string;
  babyId: string;
  type: AgendaEvent['type'];
  title: string | null;
  notes: string | null;
  occurredAt: string;
  completed: boolean;
  userId: string | null;
  /** Raised by every change; an edit or removal sent with it applies only to this version. */
  version: number;
  /** The writer's name, only for someone else's event. */
  authorName?: string | null;
  /** The personal access token it was logged with ("via …"), null from the app. */
  via: string | null;
  /** Written by "Importar de outro app" (the day's list says "importado"). */
  imported?: boolean;
} & EventDetails;

/** A stored row in the API's shape. */
export const dayEventOf = (e: AgendaEvent): DayEvent => ({
  id: e.id,
  babyId: e.babyId,
  type: e.type,
  title: e.title,
  notes: e.description,
  occurredAt: e.appointmentDate.toISOString(),
  completed: e.completed,
  userId: e.userId,
  version: e.version,
  via: e.writtenVia,
  ...detailsOfEvent(e),
});

/** An instant as JavaScript's toISOString writes it, written by PostgreSQL. */
const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The baby (named or active) and her events in a range, in time order: one round trip and one
 * row, the events as one JSON array already in the API's shape. Rows of columns cost a type
 * parser per value (two dates an event); one JSON document is parsed natively.
 */
const babyDay = oncePerDb((db) => {
  const baby = db.$with('baby').as(ownBabyOrActiveQuery(db));
  // Only what the day shows of the baby: the planner then leaves out the booklet lists' subqueries.
  const { id, name, role } = baby._.selectedFields;
  const a = appointments;
  // The writer's name only for someone else's event: hers carry none, and most days have no other writer.
  const othersName = sql`case when ${a.userId} <> ${sql.placeholder('userId')} then ${profileNameOf(a.userId)} end`;
  return db
    .with(baby)
    .select({
      baby: { id, name, role },
      events: sql<DayEvent[] | null>`(
        select json_agg(json_build_object(
          'id', ${a.id}, 'babyId', ${a.babyId}, 'type', ${a.type}, 'title', ${a.title}, 'notes', ${a.description},
          'occurredAt', ${iso(a.appointmentDate)}, 'completed', ${a.completed}, 'userId', ${a.userId}, 'version', ${a.version},
          'endedAt', ${iso(a.endedAt)}, 'feeding', ${a.feeding}, 'leftSeconds', ${a.leftSeconds},
          'rightSeconds', ${a.rightSeconds}, 'bottleMl', ${a.bottleMl}, 'milk', ${a.milk}, 'diaper', ${a.diaper},
          'medicine', ${a.medicine}, 'dose', ${a.dose}, 'authorName', ${othersName}, 'via', ${a.writtenVia},
          'imported', ${a.importId} is not null) order by ${a.appointmentDate})
        from ${a}
        where ${a.babyId} = "baby"."id"
          and ${a.appointmentDate} between ${sql.placeholder('start')} and ${sql.placeholder('end')})`,
    })
    .from(baby)
    .prepare('agenda_baby_day');
});

/** A day of one baby: its events in time order and how many of each kind (counted from those events). */
export async function getAgendaDay(db: Db, userId: string, range: { start: Date; end: Date; babyId?: string }) {
  const [row] = await babyDay(db).execute({
    ...ownBabyOrActiveParams(userId, range.babyId),
    start: range.start.toISOString(),
    end: range.end.toISOString(),
  });
  const summary: DaySummary = { mamada: 0, fralda: 0, sono: 0, remedio: 0 };
  const events = row?.events ?? [];
  for (const { type } of events) if (type in summary) summary[type as keyof DaySummary] += 1;
  return { baby: ownBabyOrActiveFound(row?.baby, range.babyId), events, summary };
}

/** The details as the webhook's receivers read them: pt-BR keys, minutes, empty when absent. */
function webhookDetails(occurredAt: string, details: EventDetails) {
  const minutes = (seconds: number | null) => (seconds === null ? '' : Math.round(seconds / 60));
  return {
    fim: details.endedAt ?? '',
    duracao_min: minutes(durationSeconds(occurredAt, details)),
    alimentacao: details.feeding ?? '',
    peito_esquerdo_min: minutes(details.leftSeconds),
    peito_direito_min: minutes(details.rightSeconds),
    mamadeira_ml: details.bottleMl ?? '',
    leite: details.milk ?? '',
    fralda: details.diaper ?? '',
    remedio: details.medicine ?? '',
    dose: details.dose ?? '',
  };
}

/** Tells every open agenda of the baby, in every process; the change is saved, so a failure only logs. */
export async function notifyAgenda(deps: Pick<AgendaDeps, 'realtime' | 'logger'>, notice: AgendaNotice) {
  try {
    await deps.realtime.publish(AGENDA_CHANNEL, notice);
  } catch (error) {
    deps.logger.warn('agenda notice not sent', { notice, error });
  }
}

/**
 * Saves an event and queues its webhook in one transaction. A client-chosen id makes a retried
 * request (an offline queue sending again) land once. Any member of the baby's family logs.
 * `first` runs in the same transaction before the event is written: a dose's "Dei agora" is
 * answered and logged together, or not at all.
 */
export async function addAgendaEvent(
  deps: AgendaDeps,
  user: SessionUser,
  input: AgendaEventInput,
  first?: (tx: Tx) => Promise<void>,
) {
  const { db, webhooks } = deps;
  const baby = await findOwnBabyOrActive(db, user.id, input.babyId);
  if (!baby) throw new AppError('no_baby');
  const profile = await findProfile(db, user.id);

  const event = await db.transaction(async (tx) => {
    await first?.(tx);
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
        writtenVia: user.via ?? null,
        ...detailValues(input.details),
      })
      .onConflictDoNothing({ target: appointments.id })
      .returning();
    if (!inserted) return null;
    // A stopped timer's event carries the timer's id: saving it ends the timer.
    if (input.id) await tx.delete(careTimers).where(and(eq(careTimers.id, input.id), eq(careTimers.babyId, baby.id)));
    await webhooks.enqueue(tx, 'agenda_event_created', {
      tipo_evento: input.title ?? labelOfType(input.type),
      horario: input.time,
      data: input.date,
      observacao: input.notes ?? '',
      ...webhookDetails(input.occurredAt, input.details),
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
    await notifyAgenda(deps, { babyId: baby.id });
    return { event, created: true };
  }
  // Sent again, or a timer stopped by two people at once: the event the baby already has.
  const [existing] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, input.id!), eq(appointments.babyId, baby.id)));
  if (!existing) throw new AppError('event_id_taken');
  return { event: existing, created: false };
}

/** Who may change an event may remove it: a Responsável any of the baby's, a Cuidador(a) hers. */
async function changeableEvent(db: Db, userId: string, eventId: string) {
  if (!isUuid(eventId)) throw new AppError('event_not_found');
  const [found] = await db
    .select({ id: appointments.id, babyId: appointments.babyId, writtenBy: appointments.userId })
    .from(appointments)
    .where(eq(appointments.id, eventId));
  return removableEntry(db, userId, found, 'event_not_found');
}

/**
 * An edit or removal sent with the version the phone saw, when someone changed the event since:
 * nothing was written, and the answer carries the event as it is now for her to choose.
 */
export class EventChangedError extends AppError {
  constructor(readonly current: DayEvent) {
    super('event_changed');
  }
}

/** The row to change: by id, and at the version she saw when she sent one. */
const atVersion = (eventId: string, seenVersion: number | undefined) =>
  seenVersion === undefined
    ? eq(appointments.id, eventId)
    : and(eq(appointments.id, eventId), eq(appointments.version, seenVersion));

/** Why nothing was changed: the event has moved on (its current version), or it is gone. */
async function notChanged(db: Db, eventId: string, seenVersion: number | undefined): Promise<never> {
  if (seenVersion !== undefined) {
    const [current] = await db.select().from(appointments).where(eq(appointments.id, eventId));
    if (current) throw new EventChangedError(dayEventOf(current));
  }
  throw new AppError('event_not_found');
}

/**
 * Sets an event's time and details anew; the baby and the writer stay. With `seenVersion` (the
 * phone's If-Match), only if nobody changed it since.
 */
export async function editAgendaEvent(
  deps: Pick<AgendaDeps, 'db' | 'realtime' | 'logger'>,
  userId: string,
  eventId: string,
  edit: AgendaEventEdit,
  seenVersion?: number,
) {
  const { db } = deps;
  const event = await changeableEvent(db, userId, eventId);
  const [updated] = await db
    .update(appointments)
    .set({
      type: edit.type,
      title: edit.title,
      description: edit.notes,
      appointmentDate: new Date(edit.occurredAt),
      ...detailValues(edit.details),
      version: sql`${appointments.version} + 1`,
    })
    .where(atVersion(event.id, seenVersion))
    .returning();
  if (!updated) return notChanged(db, event.id, seenVersion);
  await notifyAgenda(deps, { babyId: event.babyId });
  return updated;
}

/**
 * A Responsável removes any event of the baby; a Cuidador(a) only the ones she logged. With
 * `seenVersion`, only if nobody changed it since she saw it.
 */
export async function deleteAgendaEvent(
  deps: Pick<AgendaDeps, 'db' | 'realtime' | 'logger'>,
  userId: string,
  eventId: string,
  seenVersion?: number,
) {
  const { db } = deps;
  const event = await changeableEvent(db, userId, eventId);
  const deleted = await db
    .delete(appointments)
    .where(atVersion(event.id, seenVersion))
    .returning({ id: appointments.id });
  if (deleted.length === 0) return notChanged(db, event.id, seenVersion);
  await notifyAgenda(deps, { babyId: event.babyId });
}
