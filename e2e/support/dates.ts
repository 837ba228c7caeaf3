/**
 * A calendar date `months` and `days` before today in São Paulo, as `yyyy-MM-dd`. Months back start
 * from day 28 at most, so that no month is skipped; days alone count back from today exactly.
 */
export function saoPauloDateAgo(months: number, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 - months, (months === 0 ? d : Math.min(d, 28)) - days));
  return date.toISOString().slice(0, 10);
}
