import { durationSeconds, type EventDetails, labelOfDiaper, labelOfFeeding, labelOfMilk } from './event-details';

/** "40 s", "12 min", "2 h", "1 h 20 min". */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return `${Math.max(0, Math.floor(seconds))} s`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "agora", "há 45 min", "há 2 h 10 min": how long ago, from `now`. */
export function timeAgo(at: Date, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - at.getTime()) / 1000);
  return seconds < 60 ? 'agora' : `há ${formatDuration(seconds)}`;
}

/** A running timer's clock: "04:07", "1:02:03". */
export function timerClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return h > 0 ? `${h}:${rest}` : rest;
}

/**
 * "Peito direito · E 10 min · D 8 min", "Mamadeira · 15 min · 120 ml · Fórmula", "10 min", "8 h 20 min",
 * "Xixi e cocô".
 */
export function detailsText(type: string, occurredAt: string, details: EventDetails): string {
  const parts: string[] = [];
  if (type === 'mamada') {
    if (details.feeding) parts.push(labelOfFeeding(details.feeding));
    if (details.leftSeconds) parts.push(`E ${formatDuration(details.leftSeconds)}`);
    if (details.rightSeconds) parts.push(`D ${formatDuration(details.rightSeconds)}`);
    // Without the minutes of each side (both breasts from Baby Buddy), the span is the feeding's length.
    if (!details.leftSeconds && !details.rightSeconds && details.endedAt)
      parts.push(formatDuration(durationSeconds(occurredAt, details)!));
    if (details.bottleMl) parts.push(`${details.bottleMl} ml`);
    if (details.milk) parts.push(labelOfMilk(details.milk));
  }
  if (type === 'sono' && details.endedAt) parts.push(formatDuration(durationSeconds(occurredAt, details)!));
  if (type === 'fralda' && details.diaper) parts.push(labelOfDiaper(details.diaper));
  if (type === 'remedio') {
    if (details.medicine) parts.push(details.medicine);
    if (details.dose) parts.push(details.dose);
  }
  return parts.join(' · ');
}
