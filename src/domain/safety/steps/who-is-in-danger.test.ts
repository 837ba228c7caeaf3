import { describe, expect, it } from 'vitest';
import { findSigns } from './find-signs';
import { readSentences } from './read-sentences';
import { whoIsInDanger } from './who-is-in-danger';

const peopleIn = (message: string, crisisHeard = true) => {
  const read = readSentences(message, null);
  return whoIsInDanger(read.whole, findSigns(read).named, crisisHeard);
};

describe('who is in danger when a crisis is heard', () => {
  it('hears harm she already did to the baby, not a thought of it', () => {
    expect(peopleIn('sacudi ele e agora tá quieto demais').harmDone).toBe(true);
    expect(peopleIn('tenho pensamentos de deixar ela cair da escada').harmDone).toBe(false);
  });

  it('hears the baby with her where she means to end her life', () => {
    expect(peopleIn('estou na ponte com o bebê no colo').harmDone).toBe(true);
  });

  it('hears pills or a poison she already took', () => {
    expect(peopleIn('tomei a cartela toda de rivotril').herBodyHarmed).toBe(true);
    expect(peopleIn('bebi água sanitária e dei pra ele também').herBodyHarmed).toBe(true);
  });

  it('hears that the baby is safe, and then no harm done to it', () => {
    expect(peopleIn('ele tá seguro com a vó, eu não aguento mais')).toEqual({
      babySafe: true,
      harmDone: false,
      herBodyHarmed: false,
    });
  });

  it('reads nobody in danger when no crisis is heard', () => {
    expect(peopleIn('tomei a cartela toda de rivotril', false)).toEqual({
      babySafe: false,
      harmDone: false,
      herBodyHarmed: false,
    });
  });
});
