import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { BULGING_FONTANELLE_SIGNS } from './fontanelle';

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of bulging fontanelle', () => {
  const heard = (text: string) => BULGING_FONTANELLE_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'MOLEIRA ESTUFADA E FEBRE',
    'a moleira dele ta estufada, tipo saltada pra fora',
    'a moleira dela ta inchada e pulsando forte e ela ta sonolenta',
    'a moleira dele ta alta e dura, saltada, e ele ta com febre e vomitando',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'como saber se o bb ta desidratado? quero conhecer os sinais',
    'diarreia leve mas faz xixi toda hora, chora com lagrima e ta mamando bem',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});
