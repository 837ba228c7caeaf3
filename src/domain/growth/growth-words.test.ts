import { describe, expect, it } from 'vitest';
import { growthAdvice, growthSummary, percentileNumber, percentileText } from './growth-words';

describe('percentileText', () => {
  it('rounds to a whole percentile', () => {
    expect(percentileText(62.4)).toBe('no percentil 62');
    expect(percentileText(50)).toBe('no percentil 50');
    expect(percentileText(1)).toBe('no percentil 1');
    expect(percentileText(99)).toBe('no percentil 99');
  });

  it('gives the extremes as bounds', () => {
    expect(percentileText(0.6)).toBe('abaixo do percentil 1');
    expect(percentileText(99.4)).toBe('acima do percentil 99');
  });
});

describe('percentileNumber', () => {
  it('is the whole percentile for a table, with bounds at the extremes', () => {
    expect([0.6, 1, 62.4, 99, 99.4].map(percentileNumber)).toEqual(['< 1', '1', '62', '99', '> 99']);
  });
});

describe('growthAdvice', () => {
  it('between −2 and +2: expected', () => {
    for (const z of [-2, 0, 1.5, 2]) expect(growthAdvice(z)).toEqual({ level: 'expected', text: 'dentro do esperado' });
  });

  it('to ±3: a gentle word to talk to the pediatrician at the next consultation', () => {
    for (const z of [-3, -2.01, 2.5, 3]) {
      expect(growthAdvice(z)).toEqual({
        level: 'talk',
        text: 'fora da faixa mais comum — vale conversar com o pediatra na próxima consulta',
      });
    }
  });

  it('beyond ±3: show the measurement soon, always with what to do', () => {
    for (const z of [-4.2, -3.01, 3.01]) {
      expect(growthAdvice(z)).toEqual({
        level: 'firm',
        text: 'bem fora da faixa esperada — mostre esta medida ao pediatra ou à UBS em breve',
      });
    }
  });
});

describe('growthSummary', () => {
  it('puts the percentile and the advice on one line', () => {
    expect(growthSummary({ z: 0.31, percentile: 62.2 })).toBe('no percentil 62 — dentro do esperado');
    expect(growthSummary({ z: -2.4, percentile: 0.8 })).toBe(
      'abaixo do percentil 1 — fora da faixa mais comum — vale conversar com o pediatra na próxima consulta',
    );
  });
});
