import { describe, expect, it } from 'vitest';
import { instantAt } from '../reminders/zoned-time';
import { sleepFacts } from './sleep-facts';
import { sleepInsight } from './sleep-insight';
import { sleepPage } from './sleep-page';
import { regularDays } from './sleep-test-log';

const tz = 'America/Sao_Paulo';

describe('sleepFacts', () => {
  it('says the window and the week in the card’s and the page’s numbers', () => {
    const now = instantAt('2026-11-17', 10 * 60, tz);
    const sleeps = regularDays(tz, '2026-11-10', 7);
    const insight = sleepInsight({ sleeps, now, timeZone: tz, months: 6 });
    const page = sleepPage({ insight, sleeps, feedings: [], count: 7, now, timeZone: tz, months: 6 });
    const facts = sleepFacts({ ...page, forecast: insight.forecast }, { name: 'Helena', gender: 'F' }, now, tz);
    expect(facts.next).toMatch(
      /^Próxima soneca: entre \d\d:\d\d e \d\d:\d\d \(acordou às 06:30 · acordada há 3 h 30; pelo padrão dos últimos 7 dias de Helena\)$/,
    );
    // 08:30-09:30, 11:45-13:00, 15:30-16:15 and the night's parts: 19:00-24:00 and 00:00-06:30.
    expect(facts.lastDays).toBe(
      'Nos últimos 6 dias registrados: em média 14 h 30 de sono por dia (faixa para a idade: 12 a 16 h, AASM (2016), 4 a 12 meses), 3 sonecas por dia, maior trecho da noite em média 11 h 30; nesta semana, 18 de 18 sonecas começaram dentro da janela sugerida.',
    );
  });
});
