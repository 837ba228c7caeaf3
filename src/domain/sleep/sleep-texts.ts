import { formatAge } from '../age';
import { localClockOf } from '../agenda/local-days';
import type { NapWindow } from './nap-window';
import { NO_CONSENSUS } from './sleep-ranges';

/** "48 min", "1 h 35", "2 h": a span as the sleep card says it. */
export function shortDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}

/** "Próxima soneca: entre 14:10 e 14:40", or the night's window. */
export function windowLine(window: NapWindow, timeZone: string): string {
  const what = window.kind === 'bedtime' ? 'Hora de dormir à noite' : 'Próxima soneca';
  return `${what}: entre ${localClockOf(window.start, timeZone)} e ${localClockOf(window.end, timeZone)}`;
}

/** "acordou às 12:25 · acordada há 1 h 35". */
export function awakeLine(wokeAt: Date, now: Date, timeZone: string, gender: string | null): string {
  const awake = gender === 'M' ? 'acordado' : gender === 'F' ? 'acordada' : 'acordado(a)';
  return `acordou às ${localClockOf(wokeAt, timeZone)} · ${awake} há ${shortDuration(now.getTime() - wokeAt.getTime())}`;
}

/** "Dormindo há 48 min". */
export const asleepLine = (since: Date, now: Date) => `Dormindo há ${shortDuration(now.getTime() - since.getTime())}`;

/** "pelo padrão dos últimos 7 dias da Helena", or "pela faixa comum para 5 meses (…)", of corrected age for a preterm baby. */
export function whyLine(window: NapWindow, babyName: string, corrected = false): string {
  if (window.basis.kind === 'own') {
    const days = window.basis.days;
    return `pelo padrão ${days === 1 ? 'do último dia' : `dos últimos ${days} dias`} de ${babyName}`;
  }
  const age = `${formatAge(window.basis.months)}${corrected ? ' de idade corrigida' : ''}`;
  return `pela faixa comum para ${age} (${NO_CONSENSUS})`;
}

/** "nesta semana, 7 de 10 sonecas começaram dentro da janela sugerida". */
export function scoreLine(inside: number, total: number): string {
  if (total === 0) return 'nesta semana, ainda nenhuma soneca para comparar com a janela sugerida';
  const naps = total === 1 ? 'soneca começou' : 'sonecas começaram';
  return `nesta semana, ${inside} de ${total} ${naps} dentro da janela sugerida`;
}
