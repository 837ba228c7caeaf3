import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { isHeadacheWithVisionChange } from './mother-headache-vision';

/** Pre-eclampsia can come in the weeks after birth: a headache with changed vision sends her to 192. */
describe('a headache with changed vision', () => {
  it.each([
    'pari faz 5 dias, dor de cabeça forte e vista embaçada',
    'estou com dor de cabeça e a pressão deu 15 por 10',
    'depois do parto comecei a ver pontinhos de luz',
  ])('is heard in %s', (text) => {
    expect(isHeadacheWithVisionChange(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'estou com dor de cabeça de cansaço',
    'a pressão deu 12 por 8 e estou com dor de cabeça',
    'a vista da janela é linda',
  ])('is not heard in %s', (text) => {
    expect(isHeadacheWithVisionChange(readAsMotherMeant(text))).toBe(false);
  });
});
