import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { MEDICINE } from './medicine';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the medicine word family', () => {
  it.each([
    'dei 40 gotas em vez de 4 meu deus',
    'dei o remedio errado pro bb, dei o do meu pai de pressao',
    'ele tomou metade do vidro de paracetamol enquanto eu tava no banho',
    'troquei os frascos e dei meu remedio de dormir pra ela no lugar da vitamina',
  ])('hears %s', (text) => {
    expect(MEDICINE.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'a pentavalente da febre? ela tem 4 meses e vai tomar amanha',
    'qual altura do berco e segura pra ele nao cair qnd comecar a ficar em pe?',
  ])('does not hear %s', (text) => {
    expect(MEDICINE.test(readAsMotherMeant(text))).toBe(false);
  });
});
