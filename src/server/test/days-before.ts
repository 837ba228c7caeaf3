/**
 * The day `count` days before `day` (YYYY-MM-DD): a report's period that ends today starts from
 * here, not from a fixed date that falls more than 366 days back as the calendar moves on.
 */
export function daysBefore(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - count * 86_400_000).toISOString().slice(0, 10);
}
