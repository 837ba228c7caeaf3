const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, one: string, many: string) => `há ${n} ${n === 1 ? one : many}`;

/** "agora", "há 5 minutos", "há 2 horas", "há 2 dias", "há 3 semanas", "há 4 meses", "há 1 ano". */
export function relativeTime(then: Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return 'agora';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minuto', 'minutos');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hora', 'horas');
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return plural(days, 'dia', 'dias');
  if (days < 30) return plural(Math.floor(days / 7), 'semana', 'semanas');
  if (days < 365) return plural(Math.floor(days / 30), 'mês', 'meses');
  return plural(Math.floor(days / 365), 'ano', 'anos');
}
