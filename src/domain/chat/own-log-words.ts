import type { CalendarDate } from '../age';
import { formatDuration, timeAgo } from '../agenda/durations';
import { durationSeconds, type EventDetails, labelOfDiaper, labelOfFeeding } from '../agenda/event-details';
import { localClockOf } from '../agenda/local-days';
import { formatDate } from '../format';
import { wallClockOf } from '../reminders/zoned-time';
import type { SleepForecast } from '../sleep/sleep-forecast';
import { awakeLine, shortDuration, whyLine, windowLine } from '../sleep/sleep-texts';
import type { CalendarDose } from '../vaccines/vaccine-card';
import type { DiaperKind, LogDay } from './own-log-intent';

/** A logged event as Lu reads it: when, and what the agenda wrote of it. */
export type LoggedEvent = { occurredAt: string } & Partial<EventDetails>;

/** Her clock and the days the answer speaks of. */
export interface LogClock {
  now: Date;
  timeZone: string;
  today: CalendarDate;
  yesterday: CalendarDate;
}

const ON_REGISTER = 'Quando registrar na agenda, eu conto para você.';
const DAY_WORD: Record<LogDay, string> = { today: 'hoje', yesterday: 'ontem' };
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "1 mamada", "3 mamadas". */
export const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A day's list stays readable on a phone: past this many, the first and the last only. */
const LISTED = 8;

/** "às 06:10", "às 06:10 e às 09:00", "às 06:10, às 09:00 e às 12:30"; a long day "da primeira às 05:50 à última às 23:10". */
function times(events: LoggedEvent[], timeZone: string): string {
  const clockOf = (e: LoggedEvent) => localClockOf(new Date(e.occurredAt), timeZone);
  if (events.length > LISTED) return `da primeira às ${clockOf(events[0]!)} à última às ${clockOf(events.at(-1)!)}`;
  const each = events.map((e) => `às ${clockOf(e)}`);
  return each.length <= 1 ? (each[0] ?? '') : `${each.slice(0, -1).join(', ')} e ${each.at(-1)}`;
}

/** "hoje às 06:10, há 2 h", "ontem às 22:40", "em 12/11/2026 às 09:00". */
export function whenText(at: Date, clock: LogClock): string {
  const { day } = wallClockOf(at, clock.timeZone);
  const hour = `às ${localClockOf(at, clock.timeZone)}`;
  if (day === clock.today) return `hoje ${hour}, ${timeAgo(at, clock.now)}`;
  if (day === clock.yesterday) return `ontem ${hour}`;
  return `em ${formatDate(day)} ${hour}`;
}

/** "peito direito, E 10 min, D 8 min", "mamadeira, 120 ml": what a feeding was. */
function feedingHow(e: LoggedEvent): string {
  const parts: string[] = [];
  if (e.feeding) parts.push(labelOfFeeding(e.feeding).toLowerCase());
  if (e.leftSeconds) parts.push(`E ${formatDuration(e.leftSeconds)}`);
  if (e.rightSeconds) parts.push(`D ${formatDuration(e.rightSeconds)}`);
  if (e.bottleMl) parts.push(`${e.bottleMl} ml`);
  return parts.join(', ');
}

const withHow = (e: LoggedEvent) => (feedingHow(e) ? ` (${feedingHow(e)})` : '');

export function feedingCountAnswer(name: string, day: LogDay, feedings: LoggedEvent[], timeZone: string): string {
  if (feedings.length === 0)
    return day === 'today'
      ? `Ainda não há mamadas registradas hoje para ${name}. ${ON_REGISTER}`
      : `Não há mamadas registradas ontem para ${name}. Se alguma ficou sem registro, ainda dá para anotar na agenda.`;
  const last = feedings.at(-1)!;
  return `${capital(DAY_WORD[day])} ${name} fez ${counted(feedings.length, 'mamada', 'mamadas')}: ${times(feedings, timeZone)}. A última foi às ${localClockOf(new Date(last.occurredAt), timeZone)}${withHow(last)}.`;
}

export function feedingLastAnswer(name: string, last: LoggedEvent | null, clock: LogClock): string {
  if (!last) return `Ainda não há mamadas registradas para ${name}. ${ON_REGISTER}`;
  return `A última mamada de ${name} foi ${whenText(new Date(last.occurredAt), clock)}${withHow(last)}.`;
}

/** The side of the last breast feeding; a bottle after it is named too. */
export function feedingSideAnswer(
  name: string,
  last: LoggedEvent | null,
  lastBreast: LoggedEvent | null,
  clock: LogClock,
): string {
  if (!lastBreast)
    return `Ainda não há mamadas no peito registradas com o lado para ${name}. Quando registrar o peito na agenda, eu conto qual foi o último.`;
  const side = lastBreast.feeding ? labelOfFeeding(lastBreast.feeding).toLowerCase() : 'peito';
  const breast = `foi no ${side}, ${whenText(new Date(lastBreast.occurredAt), clock)}`;
  const bottleAfter = last && last.occurredAt > lastBreast.occurredAt && last.feeding === 'mamadeira';
  return bottleAfter
    ? `A última mamada no peito de ${name} ${breast}. Depois dela, ${name} tomou mamadeira ${whenText(new Date(last.occurredAt), clock)}.`
    : `A última mamada de ${name} ${breast}.`;
}

export function feedingDurationAnswer(name: string, last: LoggedEvent | null, clock: LogClock): string {
  if (!last) return `Ainda não há mamadas registradas para ${name}. ${ON_REGISTER}`;
  const when = whenText(new Date(last.occurredAt), clock);
  const seconds = durationSeconds(last.occurredAt, {
    endedAt: last.endedAt ?? null,
    leftSeconds: last.leftSeconds ?? null,
    rightSeconds: last.rightSeconds ?? null,
  });
  if (seconds === null)
    return `A última mamada de ${name} foi ${when}, mas a duração não foi registrada. Com o cronômetro da agenda, eu consigo dizer quanto durou.`;
  const sides = [
    last.leftSeconds ? `E ${formatDuration(last.leftSeconds)}` : null,
    last.rightSeconds ? `D ${formatDuration(last.rightSeconds)}` : null,
  ].filter(Boolean);
  return `A última mamada de ${name}, ${when}, durou ${formatDuration(seconds)}${sides.length ? ` (${sides.join(', ')})` : ''}.`;
}

const NO_DIAPERS: Record<DiaperKind, string> = {
  any: 'fraldas registradas',
  xixi: 'fraldas com xixi registradas',
  coco: 'fraldas com cocô registradas',
};

/** Whether a diaper counts for the kind asked: "xixi e cocô" counts for both. */
export const diaperIs = (kind: DiaperKind, diaper: string | null | undefined) =>
  kind === 'any' || diaper === kind || diaper === 'xixi_e_coco';

export function diaperCountAnswer(
  name: string,
  day: LogDay,
  kind: DiaperKind,
  diapers: LoggedEvent[],
  timeZone: string,
): string {
  const found = diapers.filter((d) => diaperIs(kind, d.diaper));
  if (found.length === 0)
    return day === 'today'
      ? `Ainda não há ${NO_DIAPERS[kind]} hoje para ${name}. ${ON_REGISTER}`
      : `Não há ${NO_DIAPERS[kind]} ontem para ${name}.`;
  const split =
    kind === 'any'
      ? ` (${found.filter((d) => diaperIs('xixi', d.diaper)).length} com xixi, ${found.filter((d) => diaperIs('coco', d.diaper)).length} com cocô)`
      : kind === 'xixi'
        ? ' com xixi'
        : ' com cocô';
  return `${capital(DAY_WORD[day])}, ${name} teve ${counted(found.length, 'fralda', 'fraldas')}${split}: ${times(found, timeZone)}.`;
}

const LAST_DIAPER: Record<DiaperKind, string> = {
  any: 'A última fralda registrada',
  xixi: 'O último xixi registrado',
  coco: 'O último cocô registrado',
};

export function diaperLastAnswer(name: string, kind: DiaperKind, last: LoggedEvent | null, clock: LogClock): string {
  if (!last) return `Ainda não há ${NO_DIAPERS[kind]} para ${name}. ${ON_REGISTER}`;
  const what = kind === 'any' && last.diaper ? ` (${labelOfDiaper(last.diaper).toLowerCase()})` : '';
  return `${LAST_DIAPER[kind]} de ${name} foi ${whenText(new Date(last.occurredAt), clock)}${what}.`;
}

/** A day's sleep: the part of each sleep inside the day counts, so a night splits between two days. */
export function sleepTotalAnswer(name: string, day: LogDay, seconds: number, sleeps: number): string {
  if (seconds <= 0)
    return day === 'today'
      ? `Ainda não há sono registrado hoje para ${name}. ${ON_REGISTER}`
      : `Não há sono registrado ontem para ${name}.`;
  const started =
    sleeps > 0 ? `, em ${counted(sleeps, 'sono que começou', 'sonos que começaram')} ${DAY_WORD[day]}` : '';
  return `${capital(DAY_WORD[day])} ${name} dormiu ${formatDuration(seconds)} no total${started} (a parte da noite que passa da meia-noite conta em cada dia).`;
}

/** The next nap as `/sono` says it; with nothing lately, what to log instead of a missing window. */
export function napNextAnswer(
  baby: { name: string; gender: string | null },
  forecast: SleepForecast,
  corrected: boolean,
  clock: LogClock,
): string {
  const { name } = baby;
  if (forecast.state === 'asleep')
    return `Pelo registro, ${name} está dormindo há ${shortDuration(clock.now.getTime() - new Date(forecast.since).getTime())}. Quando acordar e você encerrar o sono na agenda, eu sugiro a próxima janela.`;
  if (forecast.state === 'no_data')
    return `Ainda não há sono registrado nas últimas 12 horas para ${name}, então não consigo calcular a próxima soneca. Quando registrar o último sono na agenda, eu sugiro a janela para você.`;
  const woke = awakeLine(new Date(forecast.wokeAt), clock.now, clock.timeZone, baby.gender);
  if (forecast.state === 'night')
    return `Pelo registro de ${name}: é noite (${woke}), então o próximo sono é o da noite.`;
  return `Pelo registro de ${name}: ${windowLine(forecast.window, clock.timeZone)} (${woke}; ${whyLine(forecast.window, name, corrected)}).`;
}

const doseNames = (doses: CalendarDose[]) => {
  const each = doses.map((d) => `${d.vaccineName} (${d.doseLabel})`);
  return each.length <= 1 ? (each[0] ?? '') : `${each.slice(0, -1).join(', ')} e ${each.at(-1)}`;
};

export function vaccineNextAnswer(
  name: string,
  pending: CalendarDose[],
  next: { on: CalendarDate; ageDisplay: string; doses: CalendarDose[] } | null,
): string {
  const late = pending.length
    ? `Pelo cartão de vacinas de ${name}, ${pending.length === 1 ? 'está pendente para a idade' : 'estão pendentes para a idade'}: ${doseNames(pending)}. Leve a Caderneta à UBS para colocar em dia. `
    : `O cartão de vacinas de ${name} está em dia. `;
  const coming = next
    ? `A próxima pelo calendário é a partir de ${formatDate(next.on)} (${next.ageDisplay}): ${doseNames(next.doses)}.`
    : 'Não há outra dose do calendário prevista no cartão.';
  return (late + coming).trim();
}

export function growthAnswer(name: string, latest: { measuredOn: CalendarDate; values: string[] } | null): string {
  if (!latest)
    return `Ainda não há medidas de crescimento registradas para ${name}. Quando registrar peso e comprimento em Crescimento, eu conto para você como estão na curva.`;
  return `Pela última medida de ${name} (${formatDate(latest.measuredOn)}): ${latest.values.join('; ')}.`;
}

export function medicineLastAnswer(
  name: string,
  last: LoggedEvent | null,
  todayCount: number,
  clock: LogClock,
): string {
  if (!last) return `Ainda não há remédios registrados para ${name}. ${ON_REGISTER}`;
  const what = [last.medicine ?? 'remédio', last.dose].filter(Boolean).join(', ');
  const today = todayCount > 0 ? ` Hoje, ${counted(todayCount, 'registro de remédio', 'registros de remédio')}.` : '';
  return `O último remédio registrado para ${name} foi ${what}, ${whenText(new Date(last.occurredAt), clock)}.${today}`;
}
