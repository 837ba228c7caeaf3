import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { ALLERGY } from './allergy';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the allergy word family', () => {
  it.each([
    'a lingua dele ta inchada',
    'a moleira dela ta inchada e pulsando forte e ela ta sonolenta',
    'o olho e o labio do ravi incharam mt rapido depois q ele comeu camarao',
    'o cha quente virou nas costas do gael, ficou uma mancha do tamanho de um prato',
  ])('hears %s', (text) => {
    expect(ALLERGY.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'qnd eu devo levar no pronto socorro se ele bater a cabeça?',
    'meu peito ta sangrando de rachadura na hora de amamentar, continuo dando?',
  ])('does not hear %s', (text) => {
    expect(ALLERGY.test(readAsMotherMeant(text))).toBe(false);
  });
});
