import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { POISON } from './poison';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the poison word family', () => {
  it.each([
    'bebeu agua sanitaria',
    'ela bebeu agua sanitaria q tava na garrafa de refri',
    'ele bebeu querosene da garrafa pet que o pai deixou no quintal',
    'tinha um ima pequeno na mao dele e agora nao acho, ele ta mexendo a boca',
  ])('hears %s', (text) => {
    expect(POISON.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'quais frutas tem mais risco de engasgar e como vcs cortam?',
    'mordida na creche de novo, ficou a marca roxa dos dentinhos no braço dele',
  ])('does not hear %s', (text) => {
    expect(POISON.test(readAsMotherMeant(text))).toBe(false);
  });
});
