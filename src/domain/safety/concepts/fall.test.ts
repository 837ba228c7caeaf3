import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { FALL } from './fall';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the fall word family', () => {
  it.each([
    'caiu da cama e vomitou',
    'caiu do jirau, bateu a cabeça e ta saino sangue do ouvido',
    'o lucas caiu do trocador e apareceu um galo mole na cabeca meio fofo',
    'ele despencou da escada uns 6 degraus ta chorando mas nao quer mexer o bracinho',
  ])('hears %s', (text) => {
    expect(FALL.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'o peitinho dele ta inchado, menino de 10 dias, é hormonio?',
    'faz um ronquinho leve dormindo mas respira tranquilo e rosadinho, normal?',
  ])('does not hear %s', (text) => {
    expect(FALL.test(readAsMotherMeant(text))).toBe(false);
  });
});
