import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { MOTHER_BODY } from './mother-body';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the mother body word family', () => {
  it.each([
    'sangrando mt pos parto',
    'o nenem engoliu o papelzinho da embalagem e ta com falta de ar',
    'pari faz 5 dias e to sangrando muito, troquei o absorvente 3x em 1 hora',
    'dor de cabeca mt forte e vendo pontinhos brilhantes, to com 10 dias de pos parto',
  ])('hears %s', (text) => {
    expect(MOTHER_BODY.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'quais frutas tem mais risco de engasgar e como vcs cortam?',
    'meu filho de 2 anos tem febre mas come e dorme bem, devo dar banho morno?',
  ])('does not hear %s', (text) => {
    expect(MOTHER_BODY.test(readAsMotherMeant(text))).toBe(false);
  });
});
