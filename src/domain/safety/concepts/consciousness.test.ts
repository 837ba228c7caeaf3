import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { CONSCIOUSNESS } from './consciousness';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the consciousness word family', () => {
  it.each([
    'bb roxinho e molinho',
    'nenem desacordada no berco, respira mas n responde a nada',
    'dei iogurte pela primeira vez e ele ficou vermelho, vomitou e ta mole',
    'caiu do carrinho de cabeça no piso, fez um galo mole e grande do lado da cabeça',
  ])('hears %s', (text) => {
    expect(CONSCIOUSNESS.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'os dedinhos do pé dele ficam meio roxos quando ta descalço',
    'monitor de respiracao de bebe tipo aquele q vai no colchao, vale o preco?',
  ])('does not hear %s', (text) => {
    expect(CONSCIOUSNESS.test(readAsMotherMeant(text))).toBe(false);
  });
});
