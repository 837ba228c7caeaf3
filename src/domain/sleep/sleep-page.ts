import type { CalendarDate } from '../age';
import { localDayWindows } from '../agenda/local-days';
import { addDays } from '../reminders/zoned-time';
import { type Weighted, weightedQuantile } from './robust-stats';
import { nightEnding, type SleepSpan } from './sleep-days';
import { LEARNING_DAYS } from './sleep-history';
import type { SleepInsight } from './sleep-insight';
import { type SleepTotalRange, sleepTotalRange } from './sleep-ranges';

/** One day of the timeline, in minutes from its first instant (a day has 1380 to 1500 of them where clocks change). */
export interface TimelineDay {
  day: CalendarDate;
  minutes: number;
  sleeps: { from: number; to: number; running: boolean }[];
  feedings: number[];
  sleepSeconds: number;
  /** Naps of a readable day; null when the day had a gap in the log. */
  naps: number | null;
  /** The longest sleep of the night that began this evening, in seconds; null when not logged (yet). */
  longestNightSeconds: number | null;
}

export type DayPart = 'manha' | 'tarde' | 'noite';

export interface LearnedWindow {
  part: DayPart;
  medianMinutes: number;
  lowMinutes: number;
  highMinutes: number;
  count: number;
}

export interface SleepPage {
  days: TimelineDay[];
  range: SleepTotalRange;
  learnedWindows: LearnedWindow[];
  score: { inside: number; total: number };
  learning: SleepInsight['learning'];
}

const MINUTE = 60_000;

const partOf = (clock: number): DayPart =>
  clock >= 300 && clock < 720 ? 'manha' : clock >= 720 && clock < 1020 ? 'tarde' : 'noite';

/**
 * The `/sono` page: the last `count` local days as a 24-hour timeline (sleeps clipped to each
 * day, feedings as marks), each day's sleep, naps and longest night stretch, the range for her
 * age, the wake windows learned by time of day, and this week's score.
 */
export function sleepPage(input: {
  insight: SleepInsight;
  sleeps: SleepSpan[];
  feedings: Date[];
  count: number;
  now: Date;
  timeZone: string;
  months: number;
}): SleepPage {
  const { insight, sleeps, now, timeZone } = input;
  const windows = localDayWindows(insight.today, input.count, timeZone);
  const ended = sleeps.filter((s) => s.end).sort((a, b) => a.start.getTime() - b.start.getTime());
  const readable = new Map(insight.history.days.map((d) => [d.day, d]));
  const days = windows.map(({ day, start, end }): TimelineDay => {
    const dayEnd = Math.min(end.getTime(), now.getTime());
    const inside = sleeps
      .map((s) => ({
        from: Math.max(s.start.getTime(), start.getTime()),
        to: Math.min(s.end?.getTime() ?? now.getTime(), dayEnd),
        running: !s.end,
      }))
      .filter((s) => s.to > s.from);
    const night = nightEnding(addDays(day, 1), ended, timeZone);
    return {
      day,
      minutes: Math.round((end.getTime() - start.getTime()) / MINUTE),
      sleeps: inside.map((s) => ({
        from: Math.round((s.from - start.getTime()) / MINUTE),
        to: Math.round((s.to - start.getTime()) / MINUTE),
        running: s.running,
      })),
      feedings: input.feedings
        .filter((f) => f >= start && f < end)
        .map((f) => Math.round((f.getTime() - start.getTime()) / MINUTE)),
      sleepSeconds: Math.round(inside.reduce((sum, s) => sum + (s.to - s.from), 0) / 1000),
      naps: readable.get(day)?.naps.length ?? null,
      longestNightSeconds:
        night && night.bedtimeAt < end
          ? Math.round(Math.max(...night.sleeps.map((s) => s.end!.getTime() - s.start.getTime())) / 1000)
          : null,
    };
  });
  const learningFrom = addDays(insight.today, -LEARNING_DAYS);
  const byPart = new Map<DayPart, Weighted[]>();
  for (const d of insight.history.days.filter((d) => d.day >= learningFrom))
    for (const w of d.windows) {
      const part = partOf(w.wokeClock);
      const samples = byPart.get(part) ?? [];
      if (samples.length === 0) byPart.set(part, samples);
      samples.push({ value: w.minutes, weight: 1 });
    }
  const learnedWindows = (['manha', 'tarde', 'noite'] as const).flatMap((part) => {
    const samples = byPart.get(part) ?? [];
    if (samples.length === 0) return [];
    return [
      {
        part,
        medianMinutes: Math.round(weightedQuantile(samples, 0.5)),
        lowMinutes: Math.round(weightedQuantile(samples, 0.1)),
        highMinutes: Math.round(weightedQuantile(samples, 0.9)),
        count: samples.length,
      },
    ];
  });
  return {
    days,
    range: sleepTotalRange(input.months),
    learnedWindows,
    score: { inside: insight.scored.filter((s) => s.inside).length, total: insight.scored.length },
    learning: insight.learning,
  };
}
