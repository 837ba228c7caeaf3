import { describe, expect, it } from 'vitest';
import { cadernetaLines, growthAdvice, growthSummary, percentileNumber, percentileText } from './growth-words';

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

describe('cadernetaLines', () => {
  it('names the z-score line a measure sits on, or the two it sits between, as the Caderneta prints them', () => {
    expect(cadernetaLines(0.02)).toBe('na linha 0');
    expect(cadernetaLines(0.31)).toBe('entre as linhas 0 e +2');
    expect(cadernetaLines(-1.96)).toBe('na linha −2');
    expect(cadernetaLines(-1.2)).toBe('entre as linhas −2 e 0');
    expect(cadernetaLines(2.5)).toBe('entre as linhas +2 e +3');
    expect(cadernetaLines(-2.4)).toBe('entre as linhas −3 e −2');
  });

  it('says below −3 and above +3 at the edges', () => {
    expect(cadernetaLines(-3.2)).toBe('abaixo da linha −3');
    expect(cadernetaLines(3.06)).toBe('acima da linha +3');
  });
});

const NEXT_VISIT = 'vale conversar com o pediatra na próxima consulta';
const SOON = 'mostre esta medida ao pediatra ou à UBS em breve';

describe('growthAdvice: the Caderneta and SISVAN cut-offs', () => {
  const words = (indicator: Parameters<typeof growthAdvice>[0], zs: number[]) =>
    zs.map((z) => growthAdvice(indicator, z));

  it('weight-for-length: eutrofia from −2 to +1 inclusive, then risco de sobrepeso, sobrepeso, obesidade', () => {
    for (const advice of words('weightForLength', [-2, 0, 1]))
      expect(advice).toEqual({ level: 'expected', text: 'dentro do esperado' });
    for (const advice of words('weightForLength', [1.01, 2]))
      expect(advice).toEqual({ level: 'talk', text: `risco de sobrepeso: ${NEXT_VISIT}` });
    for (const advice of words('weightForLength', [2.01, 3]))
      expect(advice).toEqual({ level: 'talk', text: `sobrepeso: ${NEXT_VISIT}` });
    expect(growthAdvice('weightForLength', 3.01)).toEqual({ level: 'firm', text: `obesidade: ${SOON}` });
  });

  it('weight-for-length: magreza below −2, magreza acentuada below −3', () => {
    for (const advice of words('weightForLength', [-2.01, -3]))
      expect(advice).toEqual({ level: 'talk', text: `magreza: ${NEXT_VISIT}` });
    expect(growthAdvice('weightForLength', -3.01)).toEqual({ level: 'firm', text: `magreza acentuada: ${SOON}` });
  });

  it('length-for-age: tall is normal; baixa estatura below −2, muito baixa below −3', () => {
    for (const advice of words('lengthForAge', [-2, 0, 2.5, 4])) expect(advice.level).toBe('expected');
    for (const advice of words('lengthForAge', [-2.01, -3]))
      expect(advice).toEqual({ level: 'talk', text: `baixa estatura para a idade: ${NEXT_VISIT}` });
    expect(growthAdvice('lengthForAge', -3.01)).toEqual({
      level: 'firm',
      text: `muito baixa estatura para a idade: ${SOON}`,
    });
  });

  it('weight-for-age: adequate from −2 to +2; baixo peso, muito baixo peso, peso elevado', () => {
    for (const advice of words('weightForAge', [-2, 0, 2])) expect(advice.level).toBe('expected');
    expect(growthAdvice('weightForAge', -2.01).text).toBe(`baixo peso para a idade: ${NEXT_VISIT}`);
    expect(growthAdvice('weightForAge', -3.01)).toEqual({
      level: 'firm',
      text: `muito baixo peso para a idade: ${SOON}`,
    });
    for (const advice of words('weightForAge', [2.01, 4.2]))
      expect(advice).toEqual({ level: 'talk', text: `peso elevado para a idade: ${NEXT_VISIT}` });
  });

  it('head circumference beyond ±2 z: to the pediatrician soon, not at the next visit', () => {
    for (const advice of words('headForAge', [-2, 0, 2])) expect(advice.level).toBe('expected');
    expect(growthAdvice('headForAge', -2.01)).toEqual({
      level: 'firm',
      text: `perímetro cefálico abaixo da faixa esperada: ${SOON}`,
    });
    expect(growthAdvice('headForAge', 2.01)).toEqual({
      level: 'firm',
      text: `perímetro cefálico acima da faixa esperada: ${SOON}`,
    });
  });
});

describe('growthSummary', () => {
  it('puts the percentile, the Caderneta line and the advice on one line', () => {
    expect(growthSummary('weightForAge', { z: 0.31, percentile: 62.2 })).toBe(
      'no percentil 62, entre as linhas 0 e +2 — dentro do esperado',
    );
    expect(growthSummary('lengthForAge', { z: -2.4, percentile: 0.8 })).toBe(
      `abaixo do percentil 1, entre as linhas −3 e −2 — baixa estatura para a idade: ${NEXT_VISIT}`,
    );
  });
});
