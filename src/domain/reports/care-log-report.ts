import type { CalendarDate } from '../age';
import { type DayWindow, localClockOf, localDateOf, secondsByDay } from '../agenda/local-days';
import { labelOfType } from '../agenda/event-types';

/** An agenda event as the report reads it. */
export interface LoggedEvent {
  type: string;
  title: string | null;
  at: Date;
  endedAt: Date | null;
  leftSeconds: number | null;
  rightSeconds: number | null;
  bottleMl: number | null;
  diaper: string | null;
  medicine: string | null;
  dose: string | null;
  notes: string | null;
}

/** One day of the period's log, as the pediatrician reads it. */
export interface ReportDay {
  day: CalendarDate;
  feedings: number;
  leftSeconds: number;
  rightSeconds: number;
  bottles: number;
  bottleMl: number;
  sleepSeconds: number;
  diapers: number;
  wet: number;
  dirty: number;
}

const emptyDay = (day: CalendarDate): ReportDay => ({
  day,
  feedings: 0,
  leftSeconds: 0,
  rightSeconds: 0,
  bottles: 0,
  bottleMl: 0,
  sleepSeconds: 0,
  diapers: 0,
  wet: 0,
  dirty: 0,
});

/**
 * Feedings (each breast's minutes, bottles and their volume), sleep (a night counts in each day it
 * touches) and diapers, for each local day of `windows`, oldest first.
 */
export function careLogByDay(events: LoggedEvent[], windows: DayWindow[], timeZone: string): ReportDay[] {
  const days = new Map(windows.map((w) => [w.day, emptyDay(w.day)]));
  for (const event of events) {
    if (event.type === 'sono') {
      if (!event.endedAt) continue;
      for (const [day, seconds] of secondsByDay({ start: event.at, end: event.endedAt }, windows)) {
        days.get(day)!.sleepSeconds += seconds;
      }
      continue;
    }
    const day = days.get(localDateOf(event.at, timeZone));
    if (!day) continue;
    if (event.type === 'mamada') {
      day.feedings += 1;
      day.leftSeconds += event.leftSeconds ?? 0;
      day.rightSeconds += event.rightSeconds ?? 0;
      if (event.bottleMl !== null) {
        day.bottles += 1;
        day.bottleMl += event.bottleMl;
      }
    } else if (event.type === 'fralda') {
      day.diapers += 1;
      if (event.diaper === 'xixi' || event.diaper === 'xixi_e_coco') day.wet += 1;
      if (event.diaper === 'coco' || event.diaper === 'xixi_e_coco') day.dirty += 1;
    }
  }
  return [...days.values()];
}

/** Every medicine given in the period, in order: when, what, how much. */
export function medicinesGiven(events: LoggedEvent[], timeZone: string) {
  return events
    .filter((e) => e.type === 'remedio')
    .map((e) => ({
      day: localDateOf(e.at, timeZone),
      time: localClockOf(e.at, timeZone),
      medicine: e.medicine ?? e.title ?? 'Remédio',
      dose: e.dose,
    }));
}

/** The mother's notes on events, in order, with what the event was. */
export function notesOf(events: LoggedEvent[], timeZone: string) {
  return events
    .filter((e) => e.notes)
    .map((e) => ({
      day: localDateOf(e.at, timeZone),
      time: localClockOf(e.at, timeZone),
      what: e.title ?? labelOfType(e.type),
      text: e.notes!,
    }));
}
