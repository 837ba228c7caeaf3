// The nap-window simulator (issue #38): 30 days of sleep logs for babies of several ages, each
// with known wake windows plus the noise of a real log, fed to the predictor as the app feeds it.
// It measures what the mother would see: for each nap, was its start inside the window shown
// before it, and how wide was that window. Run alone: `node --import tsx bench/sleep-simulator.ts`.
//
// Each simulated day: the night ends at 06:30 ± 20 min; before each nap and before bedtime the
// baby stays awake for the profile's window for that sleep plus normal noise (sd 8 min); 15 % of
// sleeps start late by another 10-20 min (she was out, the baby fussed); naps last the profile's
// length, and 20 % of them are short (25-35 min); the night holds two wakings (a feeding, not
// logged as sleep). Once every 10 days a nap is not logged, and once every 15 a night is not
// logged: those days are gaps the predictor must skip. A nap is scored when the window before it
// was learned from the baby's own days (from the 4th day on); before that the common band answers,
// whose width (30-120 min) says it is not a forecast.
import { addDays, instantAt } from '../src/domain/reminders/zoned-time';
import { type LoggedNap, loggedNaps, type ScoredNap, scoreForecasts } from '../src/domain/sleep/forecast-score';
import type { Strategy } from '../src/domain/sleep/nap-window';
import type { SleepSpan } from '../src/domain/sleep/sleep-days';
import { readSleepHistory } from '../src/domain/sleep/sleep-history';

export interface AgeProfile {
  name: string;
  months: number;
  /** Minutes awake before each nap, then before bedtime. */
  windows: number[];
  napMinutes: number;
}

export const AGE_PROFILES: AgeProfile[] = [
  { name: '3 meses', months: 3, windows: [70, 75, 80, 85, 90, 90], napMinutes: 60 },
  { name: '6 meses', months: 6, windows: [120, 140, 150, 165], napMinutes: 70 },
  { name: '9 meses', months: 9, windows: [165, 195, 225], napMinutes: 80 },
  { name: '18 meses', months: 18, windows: [300, 320], napMinutes: 120 },
];

const DAYS = 30;
const MINUTE = 60_000;

/** mulberry32: the same log for the same seed, so the figures repeat. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(rand: () => number, sd: number) {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand()) * sd;
}

/** The log a mother would have kept: `DAYS` days from `firstDay`, in `timeZone`. */
export function simulateLog(profile: AgeProfile, firstDay: string, timeZone: string, seed: number): SleepSpan[] {
  const rand = random(seed);
  const log: SleepSpan[] = [];
  let wake = instantAt(firstDay, 390 + normal(rand, 20), timeZone);
  for (let d = 0; d < DAYS; d++) {
    const day = addDays(firstDay, d);
    const skipNapLog = d % 10 === 7;
    const skipNightLog = d % 15 === 11;
    for (let i = 0; i < profile.windows.length; i++) {
      const late = rand() < 0.15 ? 10 + rand() * 10 : 0;
      const start = new Date(wake.getTime() + (profile.windows[i]! + normal(rand, 8) + late) * MINUTE);
      const bedtime = i === profile.windows.length - 1;
      if (bedtime) {
        const morning = instantAt(addDays(day, 1), 390 + normal(rand, 20), timeZone);
        const wakings = [start.getTime() + 4 * 60 * MINUTE, start.getTime() + 7.5 * 60 * MINUTE];
        if (!skipNightLog) {
          log.push({ start, end: new Date(wakings[0]!) });
          log.push({ start: new Date(wakings[0]! + 25 * MINUTE), end: new Date(wakings[1]!) });
          log.push({ start: new Date(wakings[1]! + 25 * MINUTE), end: morning });
        }
        wake = morning;
      } else {
        const short = rand() < 0.2;
        const length = short ? 25 + rand() * 10 : profile.napMinutes + normal(rand, 10);
        const end = new Date(start.getTime() + length * MINUTE);
        if (!(skipNapLog && i === 1)) log.push({ start, end });
        wake = end;
      }
    }
  }
  return log;
}

export interface SimulationResult {
  profile: string;
  strategy: Strategy;
  scored: number;
  inside: number;
  widthP50: number;
  widthMax: number;
  daysUsed: number;
  daysSkipped: number;
}

/** The naps of one simulated month, each with the window the app would have shown before it. */
export function runSimulation(
  profile: AgeProfile,
  strategy: Strategy,
  { timeZone = 'America/Sao_Paulo', firstDay = '2026-10-15', seeds = 5 } = {},
): SimulationResult {
  const lastDay = addDays(firstDay, DAYS - 1);
  const own: ScoredNap[] = [];
  let daysUsed = 0;
  let daysSkipped = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const log = simulateLog(profile, firstDay, timeZone, seed * 1000 + profile.months);
    const history = readSleepHistory(log, { firstDay, lastDay }, timeZone, profile.months);
    const naps: LoggedNap[] = loggedNaps(history.days, timeZone);
    const { scored } = scoreForecasts(history.days, naps, {
      fromDay: firstDay,
      today: lastDay,
      months: profile.months,
      strategy,
    });
    own.push(...scored.filter((s) => s.window.basis.kind === 'own'));
    daysUsed += history.days.length;
    daysSkipped += history.skipped.length;
  }
  const widths = own.map((s) => (s.window.end.getTime() - s.window.start.getTime()) / MINUTE).sort((a, b) => a - b);
  return {
    profile: profile.name,
    strategy,
    scored: own.length,
    inside: own.filter((s) => s.inside).length,
    widthP50: widths[Math.floor(widths.length / 2)] ?? 0,
    widthMax: widths.at(-1) ?? 0,
    daysUsed,
    daysSkipped,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const timeZone of ['America/Sao_Paulo', 'America/New_York'])
    for (const strategy of ['order', 'clock'] as const)
      for (const profile of AGE_PROFILES) {
        const r = runSimulation(profile, strategy, { timeZone });
        console.log(
          `${timeZone} ${strategy} ${r.profile}: ${r.inside}/${r.scored} = ${((100 * r.inside) / r.scored).toFixed(0)} % inside; width p50 ${r.widthP50} max ${r.widthMax} min; days ${r.daysUsed} used, ${r.daysSkipped} skipped`,
        );
      }
}
