import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { CRISIS_DISAPPEARING_WORDINGS } from './crisis-disappearing';

/** Messages of the sets these wordings hear, and calm ones with crisis words that are not this crisis. */
describe('the wordings of crisis disappearing', () => {
  const heard = (text: string) => CRISIS_DISAPPEARING_WORDINGS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'desejo sumir todo dia',
    'tenho vontade de ir embora e nunca mais voltar',
    'pensei em deixar ela sozinha em casa e ir embora pra sempre',
    'queria sumir uns dias kkkk so eu e o silencio, ou sumir pra sempre sei la',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'morrendo de sono kkk',
    'morri de rir qnd ela viu o proprio reflexo no espelho 😂',
    'o bolo de banana ficou de morrer de bom, receita abaixo pra quem quiser',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});
