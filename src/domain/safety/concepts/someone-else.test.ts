import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { isSomeoneElsesStory } from './someone-else';

describe("someone else's story", () => {
  it.each(['vi um vídeo de um bebê engasgando', 'li uma notícia de criança que se afogou'])(
    'is heard in %s',
    (text) => {
      expect(isSomeoneElsesStory(readAsMotherMeant(text))).toBe(true);
    },
  );

  it.each(['meu bebê engasgou e não respira', 'a vó deu banho e ele engoliu água'])('is not heard in %s', (text) => {
    expect(isSomeoneElsesStory(readAsMotherMeant(text))).toBe(false);
  });
});
