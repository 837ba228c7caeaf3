import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { emergencySigns } from '../urgent-signs';
import { withoutPartsNotTheBaby } from './part-not-the-baby';

const tier1 = (message: string, babyAgeMonths = 4) => {
  const text = withoutPartsNotTheBaby(readAsMotherMeant(message));
  return emergencySigns({ text, fever: false, babyAgeMonths });
};

describe('a sign said of one part, not of the baby', () => {
  it.each([
    'to amamentando faz 5 dias e meu bico ta rachado e sangrando, doi mt qnd ela pega',
    'meu peito ficou mole de repente, parece q secou',
    'com quantos meses o bebe firma o pescoço? o meu tem 2 meses e ainda fica molinho',
    'a perninha dele ficou dura e vermelha onde tomou a vacina, compressa fria ou quente?',
  ])('"%s" is no tier-1 sign', (message) => {
    expect(tier1(message)).toEqual([]);
  });

  it.each([
    ['ele ficou molinho e não acorda', 'unconscious'],
    ['ela ficou dura e tremendo, com os olhos revirados', 'seizure'],
    ['pari faz 1 semana e to sangrando muito, encharquei o absorvente em meia hora', 'mother-bleeding'],
    ['tomou a vacina e ficou molinho, não responde', 'unconscious'],
  ])('"%s" still is (%s)', (message, sign) => {
    expect(tier1(message)).toContain(sign);
  });
});
