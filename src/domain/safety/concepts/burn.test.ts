import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { BURN } from './burn';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the burn word family', () => {
  it.each([
    'levou choque da tomada',
    'QUEIMADURA GRANDE NA BARRIGA DO MEU FILHO COM OLEO QUENTE',
    'ele encostou a mao no ferro de passar, a palma ta branca e com bolhas',
    'o enzo puxou a panela e o caldo caiu no peito dele, ta vermelho e saindo a pele',
  ])('hears %s', (text) => {
    expect(BURN.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'ouvi dizer q andador faz cair da escada, é proibido mesmo?',
    'na creche tem plano de emergencia pra engasgo? quero perguntar na reuniao',
  ])('does not hear %s', (text) => {
    expect(BURN.test(readAsMotherMeant(text))).toBe(false);
  });
});
