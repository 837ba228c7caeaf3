import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { DROWNING, DROWNING_SIGNS } from './drowning';

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

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of drowning', () => {
  const heard = (text: string) => DROWNING_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'achei ele boiando no balde',
    'a lara caiu no lago do sitio, tiraram ela, ta sonolenta',
    'o nenem afogou na piscininha, tirei e ta respirando mas ta meio mole',
    'ele caiu de cabeça no balde de agua, tirei, ta tossindo e respirando esquisito',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'afoguei o mais velho de beijo hj',
    'o q eh moleira afundada? li q eh sinal de desidratacao',
    'morri de vergonha ela fez coco na piscina de bolinha do buffet kkk',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});
