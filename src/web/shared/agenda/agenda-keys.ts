import type { CalendarDate } from '@domain/age';

/**
 * The keys of every agenda answer, one tree: an event saved, removed or told by the live stream
 * refreshes them all through `all`.
 */
export const agendaKeys = {
  all: ['agenda'] as const,
  day: (day: CalendarDate) => [...agendaKeys.all, 'day', day] as const,
  glance: (day: CalendarDate) => [...agendaKeys.all, 'glance', day] as const,
  summary: (days: number) => [...agendaKeys.all, 'summary', days] as const,
  sleepForecast: (babyId: string | undefined) => [...agendaKeys.all, 'sleep', 'forecast', babyId ?? 'active'] as const,
  sleepPage: (days: number) => [...agendaKeys.all, 'sleep', 'page', days] as const,
};
