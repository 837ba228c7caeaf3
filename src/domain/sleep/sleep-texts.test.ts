import { describe, expect, it } from 'vitest';
import { awakeLine, scoreLine, shortDuration, whyLine, windowLine } from './sleep-texts';

const tz = 'America/Sao_Paulo';
const window = {
  kind: 'nap' as const,
  napNumber: 2,
  start: new Date('2026-11-20T17:10:00Z'),
  end: new Date('2026-11-20T17:40:00Z'),
  basis: { kind: 'own' as const, days: 7 },
};

describe('sleep texts', () => {
  it('says the window, never a minute', () => {
    expect(windowLine(window, tz)).toBe('Próxima soneca: entre 14:10 e 14:40');
    expect(windowLine({ ...window, kind: 'bedtime' }, tz)).toBe('Hora de dormir à noite: entre 14:10 e 14:40');
  });

  it('says when she woke and for how long she has been awake', () => {
    expect(awakeLine(new Date('2026-11-20T15:25:00Z'), new Date('2026-11-20T17:00:00Z'), tz, 'F')).toBe(
      'acordou às 12:25 · acordada há 1 h 35',
    );
    expect(shortDuration(48 * 60_000)).toBe('48 min');
    expect(shortDuration(120 * 60_000)).toBe('2 h');
  });

  it('says why', () => {
    expect(whyLine(window, 'Helena')).toBe('pelo padrão dos últimos 7 dias de Helena');
    expect(whyLine({ ...window, basis: { kind: 'common', months: 5 } }, 'Helena')).toBe(
      'pela faixa comum para 5 meses (sem consenso científico)',
    );
    expect(whyLine({ ...window, basis: { kind: 'common', months: 3 } }, 'Helena', true)).toBe(
      'pela faixa comum para 3 meses de idade corrigida (sem consenso científico)',
    );
  });

  it('keeps score plainly', () => {
    expect(scoreLine(7, 10)).toBe('nesta semana, 7 de 10 sonecas começaram dentro da janela sugerida');
  });
});
