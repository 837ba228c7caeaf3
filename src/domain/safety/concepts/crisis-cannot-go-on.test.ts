import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { CRISIS_CANNOT_GO_ON_WORDINGS } from './crisis-cannot-go-on';

/** Messages of the sets these wordings hear, and calm ones with crisis words that are not this crisis. */
describe('the wordings of crisis cannot go on', () => {
  const heard = (text: string) => CRISIS_CANNOT_GO_ON_WORDINGS.some((p) => p.test(readAsMotherMeant(text)));

  it.each([
    'nao aguento mais, juro',
    'nao aguento mais essa vida, quero que tudo acabe',
    'nao quero mais estar aqui, n tenho mais forca pra essa vida',
    'nao tenho mais forca pra nada, acho que todo mundo ficaria melhor sem mim',
  ])('hears %s', (text) => {
    expect(heard(text)).toBe(true);
  });

  it.each([
    'morrendo de sono kkk',
    'minha cunhada vive falando q quer sumir, como ajudo ela?',
    'minha prima fala em sumir desde q o bebe nasceu, como posso ajudar ela?',
  ])('does not hear %s', (text) => {
    expect(heard(text)).toBe(false);
  });
});
