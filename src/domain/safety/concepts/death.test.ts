import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { DEATH } from './death';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the death word family', () => {
  it.each([
    'acho q ela morreu, nao mexe',
    'acho q meu bb morreu n mexe n respira',
    'acho q minha filha morreu ela ta fria e nao respira',
    'a vida perdeu o sentido depois q o bb nasceu, penso em morrer todo dia',
  ])('hears %s', (text) => {
    expect(DEATH.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'onde guardar remedio longe das criancas numa casa pequena?',
    'me afoguei de tanto presente no cha de bebe, nem cabe no guarda roupa kkk',
  ])('does not hear %s', (text) => {
    expect(DEATH.test(readAsMotherMeant(text))).toBe(false);
  });
});
