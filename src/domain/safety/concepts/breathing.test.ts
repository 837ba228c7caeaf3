import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { BREATHING } from './breathing';

/** Messages of the sets this family hears, and calm ones another family hears but this one must not. */
describe('the breathing word family', () => {
  it.each([
    'ELA NAO TA RESPIRANDO',
    'to morrendo de medo, ele ta com os labios roxos e chiando',
    'tem um pedaco de bexiga de aniversario na boca dela e ela ta sufocando',
    'ela engoliu algo, n sei o q, ta fazendo um chiado e babando e n quer engolir nada',
  ])('hears %s', (text) => {
    expect(BREATHING.test(readAsMotherMeant(text))).toBe(true);
  });

  it.each([
    'o q e moleira funda?',
    'meu marido se engasgou de rir qnd ela arrotou alto na mesa',
    'ela espirra varias vez seguida de manha, o nariz ta limpinho e ela ta bem',
  ])('does not hear %s', (text) => {
    expect(BREATHING.test(readAsMotherMeant(text))).toBe(false);
  });
});
