import { describe, expect, it } from 'vitest';
import { readAsMotherMeant } from '../mother-speak';
import { isFeverWithSpots } from './spots';

const read = (text: string) => readAsMotherMeant(text);

describe('fever with spots that do not fade', () => {
  it('hears purple spots with a fever, and spots that stay under a glass even before a thermometer', () => {
    expect(isFeverWithSpots(read('está com febre e apareceram manchinhas roxas'), true)).toBe(true);
    expect(isFeverWithSpots(read('manchas vermelhas que não somem quando aperto'), false)).toBe(true);
  });

  it('does not hear spots that fade, nor spots with no fever and no sign they stay', () => {
    expect(isFeverWithSpots(read('febre e manchas que somem quando aperto'), true)).toBe(false);
    expect(isFeverWithSpots(read('umas bolinhas vermelhas na bochecha'), false)).toBe(false);
    expect(isFeverWithSpots(read('está com febre alta'), true)).toBe(false);
  });
});
