/**
 * Percent change against the previous period, rounded to a whole number; null when there was
 * nothing before to compare with (a change from zero has no percentage).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  const change = Math.round(((current - previous) / previous) * 100);
  // Math.round(-0.4) is -0: shown as "-0%" it would read as a loss.
  return change === 0 ? 0 : change;
}

/** "+12%", "-5%", "0%", or "—" with nothing to compare. */
export function formatPercentChange(change: number | null): string {
  if (change === null) return '—';
  return `${change > 0 ? '+' : ''}${change}%`;
}
