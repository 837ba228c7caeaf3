import type { CalendarDate } from '../age';
import { addDays } from '../reminders/zoned-time';
import { type Weighted, weightedQuantile } from './robust-stats';
import type { SleepDay, WakeWindow, WindowKind } from './sleep-days';
import { LEARNING_DAYS } from './sleep-history';
import { commonWakeWindow } from './sleep-ranges';

const MINUTE = 60_000;
/** Yesterday counts twice as much as a week ago. */
const HALF_LIFE_DAYS = 7;
/** Fewer usable days than this, or fewer windows of the kind, and the common band answers. */
export const MIN_DAYS = 3;
const MIN_SAMPLES = 3;
/** A window is never narrower than 20 min nor wider than 40 (measured: bench/sleep-simulator.ts, decision 031). */
const MIN_WIDTH = 20;
const MAX_WIDTH = 40;
/** The window runs from the 5th to the 95th centile of how far windows fall from their median. */
const LOW_SHARE = 0.05;
/** Below this hit rate, over enough naps, the window widens. */
export const TARGET_HIT_RATE = 0.8;
const MIN_SCORED = 8;
/** Windows by time of day: those that began within 90 min of this one's waking on the clock. */
const CLOCK_NEIGHBOURHOOD = 90;

/** How the windows before a sleep are grouped: by the nap's order in the day, or by the clock. */
export type Strategy = 'order' | 'clock';

/** Where the predictor stands when it guesses: she woke at `wokeAt`, after `napsSoFar` naps today. */
export interface WakeMoment {
  day: CalendarDate;
  wokeAt: Date;
  wokeClock: number;
  /** Null when the day's morning is not in the log (no night logged), so the order is unknown. */
  napsSoFar: number | null;
}

export type WindowBasis = { kind: 'own'; days: number } | { kind: 'common'; months: number };

export interface NapWindow {
  kind: WindowKind;
  napNumber: number | null;
  start: Date;
  end: Date;
  basis: WindowBasis;
}

/** How often the windows shown before were right, over the last naps. */
export interface HitRate {
  inside: number;
  total: number;
}

const dayNumbers = new Map<CalendarDate, number>();
/** Days since the epoch: asked for the same few days thousands of times in a replay. */
const dayNumber = (day: CalendarDate) => {
  let n = dayNumbers.get(day);
  if (n === undefined) {
    if (dayNumbers.size > 10_000) dayNumbers.clear();
    n = Date.parse(`${day}T00:00:00Z`) / 86_400_000;
    dayNumbers.set(day, n);
  }
  return n;
};

const weightOf = (day: CalendarDate, today: CalendarDate) =>
  0.5 ** ((dayNumber(today) - dayNumber(day)) / HALF_LIFE_DAYS);

const clockDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 1440 - Math.abs(a - b));

/**
 * The days learned from at `moment`: the readable ones of the two weeks before its day. A day is
 * complete at its bedtime, so the day itself never counts.
 */
export const learnedDays = (days: SleepDay[], moment: Pick<WakeMoment, 'day'>) => {
  const from = addDays(moment.day, -LEARNING_DAYS);
  return days.filter((d) => d.day >= from && d.day < moment.day);
};

function samplesFor(days: SleepDay[], today: CalendarDate, keep: (w: WakeWindow) => boolean): Weighted[] {
  return days.flatMap((d) =>
    d.windows.filter(keep).map((w) => ({ value: w.minutes, weight: weightOf(d.day, today), window: w })),
  );
}

/** Which sleep comes next: a nap, numbered, or the night, as the days learned from say. */
function nextKind(
  days: SleepDay[],
  moment: WakeMoment,
  strategy: Strategy,
): { kind: WindowKind; napNumber: number | null; keep: (w: WakeWindow) => boolean } {
  if (strategy === 'order' && moment.napsSoFar !== null) {
    const napsPerDay = weightedQuantile(
      days.map((d) => ({ value: d.naps.length, weight: weightOf(d.day, moment.day) })),
      0.5,
    );
    const napNumber = moment.napsSoFar + 1;
    if (moment.napsSoFar >= napsPerDay) return { kind: 'bedtime', napNumber: null, keep: (w) => w.kind === 'bedtime' };
    return { kind: 'nap', napNumber, keep: (w) => w.napNumber === napNumber };
  }
  const near = (w: WakeWindow) => clockDistance(w.wokeClock, moment.wokeClock) <= CLOCK_NEIGHBOURHOOD;
  const nearby = samplesFor(days, moment.day, near) as (Weighted & { window: WakeWindow })[];
  const bedtimeWeight = nearby.filter((s) => s.window.kind === 'bedtime').reduce((sum, s) => sum + s.weight, 0);
  const total = nearby.reduce((sum, s) => sum + s.weight, 0);
  const kind: WindowKind = total > 0 && bedtimeWeight > total / 2 ? 'bedtime' : 'nap';
  const napNumber = kind === 'nap' && moment.napsSoFar !== null ? moment.napsSoFar + 1 : null;
  return { kind, napNumber, keep: (w) => near(w) && w.kind === kind };
}

/** The common band's window for her age, with nothing of her own to learn from. */
function commonWindow(moment: WakeMoment, months: number, napNumber: number | null): NapWindow {
  const band = commonWakeWindow(months);
  return {
    kind: 'nap',
    napNumber,
    start: new Date(moment.wokeAt.getTime() + band.minMinutes * MINUTE),
    end: new Date(moment.wokeAt.getTime() + band.maxMinutes * MINUTE),
    basis: { kind: 'common', months },
  };
}

/** The group a wake window is learned in: its nap of the day (or bedtime), or its two hours of the clock. */
const groupOf = (w: WakeWindow, strategy: Strategy) =>
  strategy === 'order' ? (w.napNumber ?? 'bedtime') : `${w.kind}-${Math.floor(w.wokeClock / 120)}`;

/**
 * How far wake windows fall from their group's median, pooled over every group of the days
 * learned: four times the samples of one group, so the window's edges do not jump with one
 * late nap. Signed, since late starts are commoner than early ones.
 */
function residuals(days: SleepDay[], today: CalendarDate, strategy: Strategy): Weighted[] {
  const groups = new Map<string | number, Weighted[]>();
  for (const d of days)
    for (const w of d.windows) {
      const key = groupOf(w, strategy);
      const group = groups.get(key) ?? [];
      if (group.length === 0) groups.set(key, group);
      group.push({ value: w.minutes, weight: weightOf(d.day, today) });
    }
  return [...groups.values()]
    .filter((g) => g.length >= MIN_SAMPLES)
    .flatMap((g) => {
      const median = weightedQuantile(g, 0.5);
      return g.map((s) => ({ value: s.value - median, weight: s.weight }));
    });
}

/**
 * The window's edges around the median, from the pooled residuals' 10th and 90th centiles; at
 * least 20 min wide; widened in proportion to how far the recent hit rate fell short of 80 %;
 * never wider than 40 min.
 */
export function windowEdges(residual: Weighted[], hits: HitRate | undefined): { before: number; after: number } {
  let before = Math.max(0, -weightedQuantile(residual, LOW_SHARE));
  let after = Math.max(0, weightedQuantile(residual, 1 - LOW_SHARE));
  const short = MIN_WIDTH - (before + after);
  if (short > 0) {
    before += short / 2;
    after += short / 2;
  }
  if (hits && hits.total >= MIN_SCORED) {
    const shortfall = TARGET_HIT_RATE - hits.inside / hits.total;
    if (shortfall > 0) {
      before *= 1 + 3 * shortfall;
      after *= 1 + 3 * shortfall;
    }
  }
  const over = before + after - MAX_WIDTH;
  if (over > 0) {
    const scale = MAX_WIDTH / (before + after);
    before *= scale;
    after *= scale;
  }
  return { before, after };
}

/**
 * The window in which her next sleep should start, from the two weeks of days before `moment`:
 * the weighted median of the wake windows of the same kind (the same nap of the day, or the same
 * time of day), its edges from how far the days' windows fall from their medians and from the
 * recent hit rate. With fewer than 3 usable days or 3 such windows, the common band for her age
 * (a nap; the band has nothing to say of bedtime).
 */
export function predictWindow(
  days: SleepDay[],
  moment: WakeMoment,
  options: { months: number; strategy: Strategy; hits?: HitRate },
): NapWindow {
  const learned = learnedDays(days, moment);
  const fallbackNumber = moment.napsSoFar === null ? null : moment.napsSoFar + 1;
  if (learned.length < MIN_DAYS) return commonWindow(moment, options.months, fallbackNumber);
  const next = nextKind(learned, moment, options.strategy);
  const samples = samplesFor(learned, moment.day, next.keep);
  if (samples.length < MIN_SAMPLES) return commonWindow(moment, options.months, fallbackNumber);
  const median = weightedQuantile(samples, 0.5);
  const { before, after } = windowEdges(residuals(learned, moment.day, options.strategy), options.hits);
  const centre = moment.wokeAt.getTime() + median * MINUTE;
  const round = (ms: number) => new Date(Math.round(ms / (5 * MINUTE)) * 5 * MINUTE);
  return {
    kind: next.kind,
    napNumber: next.napNumber,
    start: round(centre - before * MINUTE),
    end: round(centre + after * MINUTE),
    basis: { kind: 'own', days: learned.length },
  };
}

/** By order in the day: in the simulator as often right as by the clock or more, and simpler to say (decision 031). */
export const DEFAULT_STRATEGY: Strategy = 'order';
