import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { CONSCIOUSNESS, UNCONSCIOUS_SIGNS } from './consciousness';

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

/** Messages of the sets these signs hear, and calm ones that touch the concept but are not the sign. */
describe('the signs of unconscious', () => {
  const heard = (text: string) => UNCONSCIOUS_SIGNS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'bb roxinho e molinho',
    'ele ta mole igual um pano, os bracinhos caindo pro lado',
    'a laurinha parou de tremer agora mas ta molinha e nao acorda direito',
    'a lorena teve uma convulsao agora, parou mas ta toda molinha e n acorda direito',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'mordedor gelado pode?',
    'qual a diferenca entre galo duro e galo mole na cabeca?',
    'sono acumulado me deixa meio zonza de manha, quanto tempo dura essa fase?',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});
