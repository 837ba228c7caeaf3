import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { FALL, isFallEmergency } from './fall';

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

/** A fall is a tier-1 sign under 3 months, from high up, or with a warning sign after it. */
describe('a fall that is an emergency', () => {
  const read = (text: string) => readAsMotherMeant(text);

  it('hears a fall from high up, one with a sign after it, and any fall under 3 months', () => {
    expect(isFallEmergency(read('ela caiu do trocador'), 8)).toBe(true);
    expect(isFallEmergency(read('caiu da cama e vomitou'), 10)).toBe(true);
    expect(isFallEmergency(read('ele rolou e caiu no tapete'), 2)).toBe(true);
  });

  it('does not hear a low fall of an older baby, a thing that falls, or prevention', () => {
    expect(isFallEmergency(read('ele caiu sentado no tapete'), 10)).toBe(false);
    expect(isFallEmergency(read('o dente dela caiu hoje'), 1)).toBe(false);
    expect(isFallEmergency(read('como evitar quedas do trocador?'), 1)).toBe(false);
    expect(isFallEmergency(read('como limpar o umbigo? ainda não caiu… uso álcool 70?'), 0)).toBe(false);
    expect(isFallEmergency(read('ela nunca caiu da cama'), 1)).toBe(false);
  });
});
