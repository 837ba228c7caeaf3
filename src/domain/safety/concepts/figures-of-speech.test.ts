import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { isLaughedAt, meant } from './figures-of-speech';

const read = (text: string) => readAsMotherMeant(text);

describe('figures of speech', () => {
  it.each([
    ['morrendo de sono hoje', 'morr'],
    ['fiquei sem ar de tanto rir', 'sem ar'],
    ['ela ficou roxinha de frio no banho', 'rox'],
    ['estou afogada em roupa suja', 'afog'],
    ['ele engasga um pouquinho quando mama', 'engasg'],
  ])('takes out the figure in %s', (text, word) => {
    expect(read(text)).toContain(word);
    expect(meant(read(text))).not.toContain(word);
  });

  it.each([
    ['ele está roxo e não respira', 'rox'],
    ['engasgou com uva e não respira', 'engasg'],
  ])('keeps a danger told in earnest: %s', (text, word) => {
    expect(meant(read(text))).toContain(word);
  });

  it('hears laughter, and only laughter', () => {
    expect(isLaughedAt(read('quase morri de susto kkkkk'))).toBe(true);
    expect(isLaughedAt(read('hahaha ela desmaiou de sono'))).toBe(true);
    expect(isLaughedAt(read('ela desmaiou e está mole'))).toBe(false);
  });
});
