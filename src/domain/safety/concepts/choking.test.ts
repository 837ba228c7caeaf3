import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { CHOKING } from './choking';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the choking word family', () => {
  it.each([
    'gente engoliu pilha 😭',
    'a carne travou, ela ta de boca aberta sem ar, socorroooo',
    'a lingua do bb ta inchada e ele ta babando, comeu peixe pela 1a vez',
    'ela virou o aromatizador de ambiente na boca, aquele de varetinha, ta tossindo',
  ])('hears %s', (text) => {
    expect(CHOKING.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'o peitinho dele ta inchado, menino de 10 dias, é hormonio?',
    'essa crianca tem bateria infinita, o q eu faco pra gastar a energia dele?',
  ])('does not hear %s', (text) => {
    expect(CHOKING.test(readAsMotherMeant(text))).toBe(false);
  });
});
