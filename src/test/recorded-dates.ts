const DAY_MS = 86_400_000;

/** Today's calendar date in São Paulo, where the recorded families live, as `yyyy-MM-dd`. */
export function saoPauloToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

/** Whole days from calendar date `from` to `to` (both `yyyy-MM-dd`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The calendar date `days` after `day` (`yyyy-MM-dd`; negative goes back). */
export function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Every date in a recorded text (`2026-11-20` alone or in `2026-11-20T22:30:00Z` or
 * `2026-11-20 03:10`) moved `days` later, its time of day kept: data recorded on fixed dates
 * made to fall where a test's "now" needs it, without touching the recorded file.
 */
export function moveRecordedDates(text: string, days: number): string {
  if (days === 0) return text;
  return text.replace(/\b(\d{4}-\d{2}-\d{2})(?=[T "]|$)/gm, (day: string) => dayAfter(day, days));
}
