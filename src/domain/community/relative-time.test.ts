import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('relativeTime', () => {
  it.each([
    [0, 'agora'],
    [59_000, 'agora'],
    [MIN, 'há 1 minuto'],
    [5 * MIN, 'há 5 minutos'],
    [59 * MIN, 'há 59 minutos'],
    [60 * MIN, 'há 1 hora'],
    [23 * 60 * MIN, 'há 23 horas'],
    [24 * 60 * MIN, 'há 1 dia'],
    [2 * 24 * 60 * MIN, 'há 2 dias'],
    [7 * 24 * 60 * MIN, 'há 1 semana'],
    [29 * 24 * 60 * MIN, 'há 4 semanas'],
    [30 * 24 * 60 * MIN, 'há 1 mês'],
    [90 * 24 * 60 * MIN, 'há 3 meses'],
    [365 * 24 * 60 * MIN, 'há 1 ano'],
    [800 * 24 * 60 * MIN, 'há 2 anos'],
  ])('%i ms ago is "%s"', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('says "agora" for a clock slightly ahead of the server', () => {
    expect(relativeTime(new Date(now.getTime() + 5_000), now)).toBe('agora');
  });
});
