import { and, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { AgendaEventInputSchema } from '../../../domain/agenda/agenda-event.schema';
import { type PageCursor, pageCursorText } from '../../../domain/dates';
import { LISTED_STATES, type MedicineAnswer } from '../../../domain/reminders/reminder-states';
import { clockText, wallClockOf } from '../../../domain/reminders/zoned-time';
import type { Db, Tx } from '../../db/client';
import { medicineSchedules, reminders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import type { SessionUser } from '../../http/types';
import type { Clock } from '../../platform/clock';
import { type AgendaDeps, addAgendaEvent } from '../agenda/agenda.service';
import { roleFor } from '../babies/babies.service';
import { recipientsByIds } from './recipients.service';

const PAGE = 20;

const listed = (userId: string) => and(eq(reminders.userId, userId), inArray(reminders.status, LISTED_STATES));

/** What the list shows of a reminder. */
const itemColumns = {
  id: reminders.id,
  kind: reminders.kind,
  status: reminders.status,
  title: reminders.title,
  body: reminders.body,
  url: reminders.url,
  at: reminders.dueAt,
  sentAt: reminders.sentAt,
  readAt: reminders.readAt,
  answer: reminders.answer,
};

/** The reminders sent to her (and those missed), newest first, a page at a time by (due_at, id). */
export async function listNotifications(db: Db, userId: string, before?: PageCursor) {
  const items = await db
    .select(itemColumns)
    .from(reminders)
    .where(
      and(
        listed(userId),
        before
          ? or(lt(reminders.dueAt, before.at), and(eq(reminders.dueAt, before.at), lt(reminders.id, before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(reminders.dueAt), desc(reminders.id))
    .limit(PAGE + 1);
  const page = items.slice(0, PAGE);
  const last = page.at(-1);
  return {
    items: page,
    next: items.length > PAGE && last ? pageCursorText(last) : null,
  };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reminders)
    .where(and(listed(userId), isNull(reminders.readAt)));
  return row?.n ?? 0;
}

/** Opening the list reads everything in it. */
export async function markAllRead(db: Db, clock: Clock, userId: string) {
  await db
    .update(reminders)
    .set({ readAt: clock.now() })
    .where(and(listed(userId), isNull(reminders.readAt)));
}

const ANSWER_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** The phone's time of a tap when it is believable (not ahead, at most 7 days old), else now. */
const tappedAt = (now: Date, answeredAt: Date | undefined) =>
  answeredAt && answeredAt <= now && now.getTime() - answeredAt.getTime() <= ANSWER_KEPT_MS ? answeredAt : now;

/**
 * "Dei agora" or "Pular" on a dose. The first answer from anyone in the family counts for all of
 * them: "Dei agora" logs the Remédio on the agenda, and the others' reminder of that dose is not
 * sent. Only a member of the baby's family answers, and the answer and its Remédio are saved in
 * one transaction: nothing is written for a refusal.
 */
export async function answerDose(
  deps: AgendaDeps & { clock: Clock },
  user: SessionUser,
  reminderId: string,
  answer: MedicineAnswer,
  answeredAt?: Date,
) {
  const { db, clock } = deps;
  if (!isUuid(reminderId)) throw new AppError('reminder_not_found');
  const [reminder] = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.id, reminderId), eq(reminders.userId, user.id)));
  if (!reminder) throw new AppError('reminder_not_found');
  if (reminder.kind !== 'medicine' || !reminder.scheduleId || !reminder.babyId) throw new AppError('not_a_dose');
  if (!(await roleFor(db, user.id, reminder.babyId))) throw new AppError('reminder_not_found');
  const sameDose = and(eq(reminders.scheduleId, reminder.scheduleId), eq(reminders.occurrence, reminder.occurrence));
  const markAnswered = async (tx: Pick<Db, 'update'>) => {
    const answered = await tx
      .update(reminders)
      .set({ answer, readAt: clock.now() })
      .where(and(sameDose, isNull(reminders.answer)))
      .returning({ id: reminders.id });
    if (answered.length === 0) throw new AppError('dose_answered');
  };
  const [schedule] =
    answer === 'given'
      ? await db.select().from(medicineSchedules).where(eq(medicineSchedules.id, reminder.scheduleId))
      : [];
  if (!schedule) {
    await markAnswered(db);
    return { answer };
  }
  // Answered offline: the Remédio is logged when she gave it, not when the phone got a signal.
  const now = tappedAt(clock.now(), answeredAt);
  const timeZone = (await recipientsByIds(db, [user.id])).get(user.id)?.timeZone ?? 'America/Sao_Paulo';
  const { day, minutes } = wallClockOf(now, timeZone);
  await addAgendaEvent(
    deps,
    user,
    AgendaEventInputSchema.parse({
      type: 'remedio',
      babyId: schedule.babyId,
      occurredAt: now.toISOString(),
      date: day,
      time: clockText(minutes),
      medicine: schedule.medicine,
      dose: schedule.dose,
    }),
    markAnswered,
  );
  return { answer };
}

/**
 * Her reminders of the baby go as she leaves its family, or is removed from it: none is sent or
 * pushed to her again, and her list no longer shows the baby's.
 */
export async function forgetRemindersOf(tx: Tx, babyId: string, userId: string) {
  await tx.delete(reminders).where(and(eq(reminders.babyId, babyId), eq(reminders.userId, userId)));
}
