import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { CRISIS_DYING_WORDINGS } from './crisis-dying';

/** Messages of the sets these wordings hear, and calm ones with crisis words that are not this crisis. */
describe('the wordings of crisis dying', () => {
  const heard = (text: string) => CRISIS_DYING_WORDINGS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'nao quero mais acordar',
    'eu quero morrer, todo dia acordo pensando nisso',
    'penso em pular da janela toda vez q ela chora de madrugada',
    'se eu sumisse a ana ia ficar bem com a avo ne, ela nem ia lembrar de mim',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'morrendo de sono kkk',
    'quase morri de rir com a careta dele provando limao kkkk',
    'nao aguento mais ouvir galinha pintadinha kkkk alguem tem playlist nova?',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});
