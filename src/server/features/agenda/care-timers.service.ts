import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CareTimer } from '../../../domain/agenda/care-timer';
import type { TimerSidesSchema, TimerStart } from '../../../domain/agenda/care-timer.schema';
import { FUTURE_SLACK_MS, MAX_DURATION_SECONDS } from '../../../domain/agenda/event-details';
import type { Tx } from '../../db/client';
import { careTimers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import type { SessionUser } from '../../http/types';
import { canSeeBaby, findOwnBabyOrActive } from '../babies/babies.service';
import type { AgendaDeps } from './agenda.service';
import { notifyAgenda } from './agenda.service';

type StoredTimer = typeof careTimers.$inferSelect;

/** A timer as the API carries it. */
export const timerJson = (t: StoredTimer): CareTimer & { babyId: string } => ({
  id: t.id,
  babyId: t.babyId,
  kind: t.kind,
  startedAt: t.startedAt.toISOString(),
  side: t.side,
  sideSince: t.sideSince?.toISOString() ?? null,
  leftSeconds: t.leftSeconds,
  rightSeconds: t.rightSeconds,
});

const RUNNING = { mamada: 'feeding_timer_running', sono: 'sleep_timer_running' } as const;

/**
 * Starts a feeding or a sleep timer for the baby. One of each kind runs per baby, whoever of the
 * family started it; the same id sent again (the phone's queue) answers the timer it started.
 */
export async function startTimer(deps: AgendaDeps, user: SessionUser, input: TimerStart) {
  const { db } = deps;
  const baby = await findOwnBabyOrActive(db, user.id, input.babyId);
  if (!baby) throw new AppError('no_baby');
  const startedAt = new Date(input.startedAt);
  const now = Date.now();
  if (startedAt.getTime() > now + FUTURE_SLACK_MS || startedAt.getTime() < now - MAX_DURATION_SECONDS * 1000) {
    throw new AppError('timer_start_invalid');
  }
  const [started] = await db
    .insert(careTimers)
    .values({
      id: input.id,
      babyId: baby.id,
      userId: user.id,
      kind: input.kind,
      startedAt,
      side: input.side ?? null,
      sideSince: input.side ? startedAt : null,
    })
    .onConflictDoNothing()
    .returning();
  if (started) {
    await notifyAgenda(deps, { babyId: baby.id });
    return { timer: started, created: true };
  }
  const [same] = await db
    .select()
    .from(careTimers)
    .where(and(eq(careTimers.id, input.id), eq(careTimers.babyId, baby.id)));
  if (same) return { timer: same, created: false };
  throw new AppError(RUNNING[input.kind]);
}

/** The timer, if she is of its baby's family; anyone else is told it does not exist. */
async function findTimer(deps: Pick<AgendaDeps, 'db'>, userId: string, timerId: string) {
  if (!isUuid(timerId)) throw new AppError('timer_not_found');
  const [timer] = await deps.db.select().from(careTimers).where(eq(careTimers.id, timerId));
  if (!timer || !(await canSeeBaby(deps.db, userId, timer.babyId))) throw new AppError('timer_not_found');
  return timer;
}

/**
 * A feeding timer after a change of side: the phone sends where it stands (it has the clock the
 * mother sees, and may have switched while offline). The sides' times must fit in the feeding.
 */
export async function setTimerSides(
  deps: AgendaDeps,
  userId: string,
  timerId: string,
  sides: z.infer<typeof TimerSidesSchema>,
) {
  const timer = await findTimer(deps, userId, timerId);
  if (timer.kind !== 'mamada') throw new AppError('timer_not_found');
  const since = Date.parse(sides.sideSince);
  const spanSeconds = (since - timer.startedAt.getTime()) / 1000;
  const fits =
    since <= Date.now() + FUTURE_SLACK_MS &&
    spanSeconds >= 0 &&
    sides.leftSeconds + sides.rightSeconds <= spanSeconds + 60;
  if (!fits) throw new AppError('timer_sides_invalid');
  const [updated] = await deps.db
    .update(careTimers)
    .set({
      side: sides.side,
      sideSince: new Date(since),
      leftSeconds: sides.leftSeconds,
      rightSeconds: sides.rightSeconds,
    })
    .where(eq(careTimers.id, timer.id))
    .returning();
  if (!updated) throw new AppError('timer_not_found');
  await notifyAgenda(deps, { babyId: timer.babyId });
  return updated;
}

/** Drops a timer started by mistake: nothing is saved. */
export async function discardTimer(deps: AgendaDeps, userId: string, timerId: string) {
  const timer = await findTimer(deps, userId, timerId);
  await deps.db.delete(careTimers).where(eq(careTimers.id, timer.id));
  await notifyAgenda(deps, { babyId: timer.babyId });
}

/**
 * The timers she started for the baby end, unsaved, as she leaves its family or is removed from
 * it: the family's screens show no timer of a person who is no longer there.
 */
export async function discardTimersOf(tx: Tx, babyId: string, userId: string) {
  await tx.delete(careTimers).where(and(eq(careTimers.babyId, babyId), eq(careTimers.userId, userId)));
}
