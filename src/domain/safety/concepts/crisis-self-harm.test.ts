import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { CRISIS_SELF_HARM_WORDINGS } from './crisis-self-harm';

/** Messages of the sets these wordings hear, and calm ones with crisis words that are not this crisis. */
describe('the wordings of crisis self harm', () => {
  const heard = (text: string) => CRISIS_SELF_HARM_WORDINGS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'me cortei de novo hoje',
    'tenho vontade de me machucar qnd ela dorme',
    'tenho vontade de me cortar pra ver se alivia essa dor',
    'tomei uns 15 comprimidos de rivotril faz meia hora, to ficando mole',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'morrendo de sono kkk',
    'quase morri de rir com a careta dele provando limao kkkk',
    'ciumes do irmao, ele fala q quer jogar a bb no lixo, normal nessa idade?',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});
