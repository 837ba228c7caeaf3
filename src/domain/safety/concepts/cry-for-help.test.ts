import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { CRY_FOR_HELP } from './cry-for-help';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the cry for-help word family', () => {
  it.each([
    'tomei chumbinho, me ajuda',
    'nao aguento mais esse salto dos 8 meses kkkk socorro',
    'meu filho ta se debatendo com a boca espumando, 11 meses, me ajudem',
    'mainha ta aqui cmg e viu q o bebe ta azulado em volta da boca oxe to desesperada',
  ])('hears %s', (text) => {
    expect(CRY_FOR_HELP.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'onde guardar remedio longe das criancas numa casa pequena?',
    'meu filho de 2 anos tem febre mas come e dorme bem, devo dar banho morno?',
  ])('does not hear %s', (text) => {
    expect(CRY_FOR_HELP.test(readAsMotherMeant(text))).toBe(false);
  });
});
