/** What a timer may time: a feeding (side by side) or a sleep. */
export const TIMER_KINDS = ['mamada', 'sono'] as const;
export type TimerKind = (typeof TIMER_KINDS)[number];
export const BREAST_SIDES = ['esquerdo', 'direito'] as const;
export type BreastSide = (typeof BREAST_SIDES)[number];

/**
 * A running timer. A feeding's time is split by side: `leftSeconds` and `rightSeconds` hold the
 * sides already closed, and the side in use has run since `sideSince`.
 */
export interface CareTimer {
  id: string;
  kind: TimerKind;
  startedAt: string;
  side: BreastSide | null;
  sideSince: string | null;
  leftSeconds: number;
  rightSeconds: number;
}

const secondsBetween = (from: string, to: Date) => Math.max(0, Math.round((to.getTime() - Date.parse(from)) / 1000));

/** The seconds on each side so far, the side in use included. */
export function sideTotals(timer: CareTimer, now: Date): { left: number; right: number } {
  const running = timer.side && timer.sideSince ? secondsBetween(timer.sideSince, now) : 0;
  return {
    left: timer.leftSeconds + (timer.side === 'esquerdo' ? running : 0),
    right: timer.rightSeconds + (timer.side === 'direito' ? running : 0),
  };
}

export const elapsedSeconds = (timer: CareTimer, now: Date) => secondsBetween(timer.startedAt, now);

/** The timer after moving to `side` at `now`: the side in use is closed into its total. */
export function switchSide(timer: CareTimer, side: BreastSide, now: Date): CareTimer {
  if (timer.side === side) return timer;
  const { left, right } = sideTotals(timer, now);
  return { ...timer, side, sideSince: now.toISOString(), leftSeconds: left, rightSeconds: right };
}

/**
 * The event a stopped timer saves, with the timer's id so that a stop sent twice (or once from
 * the phone's queue) lands once. A feeding ends on the side in use.
 */
export function stoppedTimerEvent(timer: CareTimer, now: Date) {
  const endedAt = new Date(Math.max(now.getTime(), Date.parse(timer.startedAt) + 1000)).toISOString();
  const common = { id: timer.id, type: timer.kind, occurredAt: timer.startedAt, endedAt };
  if (timer.kind === 'sono') return common;
  const { left, right } = sideTotals(timer, now);
  return {
    ...common,
    feeding: timer.side === 'direito' ? ('peito_direito' as const) : ('peito_esquerdo' as const),
    leftSeconds: left,
    rightSeconds: right,
  };
}

/** The side a feeding should start on: the other one from the last feeding's, "Último: peito direito". */
export function suggestedSide(lastFeeding: string | null | undefined): BreastSide {
  return lastFeeding === 'peito_esquerdo' ? 'direito' : 'esquerdo';
}
