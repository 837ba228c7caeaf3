import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { DEHYDRATION, DEHYDRATION_SIGNS } from './dehydration';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the dehydration word family', () => {
  it.each([
    'faz 8 horas sem xixi',
    'meu bb ta engasgadinho com o vomito e nao respira bem',
    'os olhos dele tao fundos e ta com diarreia desde ontem, ta mole',
    'lu a moleira ta afundada e ele nao faz xixi desde de manha, ta com virose',
  ])('hears %s', (text) => {
    expect(DEHYDRATION.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'quando cai o umbigo?',
    'os dedinhos do pé dele ficam meio roxos quando ta descalço',
    'monitor de respiracao de bebe tipo aquele q vai no colchao, vale o preco?',
  ])('does not hear %s', (text) => {
    expect(DEHYDRATION.test(readAsMotherMeant(text))).toBe(false);
  });
});

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of dehydration', () => {
  const heard = (text: string) => DEHYDRATION_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'faz 8 horas sem xixi',
    'a moleira ta afundada e ele ta com diarreia o dia todo',
    'o olhinho dele ta fundo e chora sem lagrima, a boca ta grudenta',
    'vomita tudo q eu dou ate agua, ja foram 8 vezes, e n faz xixi faz tempo',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'a moleira pulsa pode?',
    'ela treme o corpinho qnd faz xixi, tipo arrepio, e normal?',
    'a vacina do rotavirus pode dar diarreia depois? so pra eu ficar preparada',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});
