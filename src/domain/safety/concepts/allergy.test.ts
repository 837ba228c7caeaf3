import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { ALLERGY, SEVERE_ALLERGY_SIGNS } from './allergy';

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

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of severe allergy', () => {
  const heard = (text: string) => SEVERE_ALLERGY_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'a lingua dele ta inchada',
    'minha filha comeu camarao e a boca e a lingua tao inchando',
    'dei ovo pela primeira vez e o rosto dela inchou todo e ta com chiado',
    'picada de abelha, o olho fechou de tanto inchar e ta com placa no corpo todo',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'gengiva inchada, dente?',
    'fralda c manchinha cor de tijolo, 3 dias de vida, é urato?',
    'minha filha tem alergia a proteina do leite, bolo com leite de coco pode?',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});
