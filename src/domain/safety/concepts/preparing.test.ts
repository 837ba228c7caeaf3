import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { isPreparing } from './preparing';

/** A mother preparing or asking about the world is read by tier 2 only; one telling of now is not. */
describe('a sentence that prepares or asks about the world', () => {
  it.each([
    'como evitar engasgo na papinha?',
    'o que fazer em caso de convulsão?',
    'quais são os sinais de desidratação?',
    'qual vacina protege contra meningite?',
    'fiquei curiosa: bebê pode ficar roxo de frio?',
    'tenho medo de afogamento na banheira',
  ])('is preparing: %s', (text) => {
    expect(isPreparing(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'ele engasgou agora e não respira',
    'ela está roxa e mole',
    'qual o telefone do samu? ele está convulsionando agora',
  ])('is not preparing: %s', (text) => {
    expect(isPreparing(readAsMotherMeant(text))).toBe(false);
  });
});
