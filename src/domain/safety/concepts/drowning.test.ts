import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { DROWNING } from './drowning';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the drowning word family', () => {
  it.each([
    'achei ele boiando no balde',
    'as vezes penso em afogar ele no banho e isso me apavora',
    'a moleira dela afundou e ela ta botando tudo pra fora, nem agua para',
    'tenho medo de afogar ela no banho, esses pensamentos nao saem da minha cabeca',
  ])('hears %s', (text) => {
    expect(DROWNING.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'quais sinais de desidratacao em bebe eu devo ficar atenta?',
    'minha cunhada diz q a filha dela desmaia quando chora muito, isso existe?',
  ])('does not hear %s', (text) => {
    expect(DROWNING.test(readAsMotherMeant(text))).toBe(false);
  });
});
