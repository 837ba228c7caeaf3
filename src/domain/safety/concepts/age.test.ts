import { describe, expect, it } from 'vitest';
import { ageInMonthsFromText } from './age';

describe("the baby's age in a message", () => {
  it('reads an age, not a duration', () => {
    expect(ageInMonthsFromText('meu bebe de 6 semanas')).toBeCloseTo(1.4, 1);
    expect(ageInMonthsFromText('ela tem 20 dias')).toBeCloseTo(0.67, 1);
    expect(ageInMonthsFromText('recem nascido com febre')).toBe(0);
    expect(ageInMonthsFromText('com febre ha 3 dias')).toBeNull();
    expect(ageInMonthsFromText('febre de 2 dias')).toBeNull();
  });
});
