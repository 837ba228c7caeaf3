import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { DEHYDRATION } from './dehydration';

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
