import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { SEIZURE } from './seizure';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the seizure word family', () => {
  it.each([
    'convulsionou de novo',
    'o corpinho dele ficou todo rigido e agora ta se sacudindo',
    'o corpinho todo enrijeceu e a mandibula travou, tava com 39 de febre',
    'o heitor pegou no fio desencapado do ventilador, chora muito e o braço ta duro',
  ])('hears %s', (text) => {
    expect(SEIZURE.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'posso intercalar ibuprofeno e dipirona? ainda nao dei nada',
    'faz um ronquinho leve dormindo mas respira tranquilo e rosadinho, normal?',
  ])('does not hear %s', (text) => {
    expect(SEIZURE.test(readAsMotherMeant(text))).toBe(false);
  });
});
