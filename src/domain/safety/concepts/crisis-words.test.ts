import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { CRISIS_WORD_FAMILIES } from './crisis-words';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the crisis words', () => {
  it.each([
    'qro fugir e n voltar',
    'voltei a me machucar pra aliviar, ninguem sabe',
    'imagens de machucar o nenem com faca nao saem da minha mente',
    'qnd ele chora sem parar me da vontade de sacudir ele, ai eu saio do quarto',
  ])('hears %s', (text) => {
    expect(CRISIS_WORD_FAMILIES.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'meu marido se engasgou de rir qnd ela arrotou alto na mesa',
    'ele fica ofegante de emoção qnd ve o cachorro, as perninhas nao param kkk',
  ])('does not hear %s', (text) => {
    expect(CRISIS_WORD_FAMILIES.test(readAsMotherMeant(text))).toBe(false);
  });
});
