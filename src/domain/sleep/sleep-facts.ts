import type { NapWindow } from './nap-window';
import type { SleepForecast } from './sleep-forecast';
import type { SleepPage } from './sleep-page';
import { asleepLine, awakeLine, scoreLine, shortDuration, whyLine, windowLine } from './sleep-texts';

/** What Lu knows of her sleep, in the words the card and `/sono` use, for both of Lu's answerers. */
export interface SleepFacts {
  /** "Próxima soneca: entre 14:10 e 14:40 (acordou às 12:25 · acordada há 1 h 35; pelo padrão …)". */
  next: string;
  /** The last 7 days: sleep per day against the range, naps, the longest night stretch, the score. */
  lastDays: string;
}

const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

function nextText(
  forecast: SleepForecast,
  baby: { name: string; gender: string | null },
  now: Date,
  tz: string,
  corrected: boolean,
) {
  if (forecast.state === 'asleep') return asleepLine(new Date(forecast.since), now);
  if (forecast.state === 'no_data')
    return 'nenhum sono registrado nas últimas 12 horas, então não há janela para sugerir';
  const woke = awakeLine(new Date(forecast.wokeAt), now, tz, baby.gender);
  if (forecast.state === 'night') return `é noite (${woke}): o próximo sono é o da noite`;
  const window: NapWindow = forecast.window;
  return `${windowLine(window, tz)} (${woke}; ${whyLine(window, baby.name, corrected)})`;
}

/**
 * The sleep facts of the last 7 days: the days before today (today is not over) count for the
 * averages; naps only from days read whole.
 */
export function sleepFacts(
  page: SleepPage & { forecast: SleepForecast; corrected?: boolean },
  baby: { name: string; gender: string | null },
  now: Date,
  timeZone: string,
): SleepFacts {
  const past = page.days.slice(0, -1).filter((d) => d.sleepSeconds > 0);
  const whole = past.filter((d) => d.naps !== null);
  const nights = past.flatMap((d) => (d.longestNightSeconds ? [d.longestNightSeconds] : []));
  const range = `faixa para a idade: ${page.range.minHours} a ${page.range.maxHours} h, ${page.range.source}`;
  const parts =
    past.length === 0
      ? [`Nenhum sono registrado nos últimos 7 dias (${range}).`]
      : [
          `Nos últimos ${past.length} ${past.length === 1 ? 'dia registrado' : 'dias registrados'}: em média ${shortDuration(average(past.map((d) => d.sleepSeconds)) * 1000)} de sono por dia (${range})`,
          whole.length > 0 ? `, ${Math.round(average(whole.map((d) => d.naps ?? 0)) * 10) / 10} sonecas por dia` : '',
          nights.length > 0 ? `, maior trecho da noite em média ${shortDuration(average(nights) * 1000)}` : '',
          `; ${scoreLine(page.score.inside, page.score.total)}.`,
        ];
  return { next: nextText(page.forecast, baby, now, timeZone, page.corrected ?? false), lastDays: parts.join('') };
}
