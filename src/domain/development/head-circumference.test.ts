import { describe, expect, it } from 'vitest';
import { HEAD_ADVICE, withHeadCircumference } from './head-circumference';
import { bandsForAge, developmentAdvice } from './milestones';

describe('withHeadCircumference', () => {
  const ok = developmentAdvice({ ...bandsForAge(122), marks: {} });

  it('leaves the milestones’ advice alone within ±2 z, or with no head measured', () => {
    for (const z of [-2, 0, 2, null]) {
      expect(withHeadCircumference(ok, z)).toEqual({ ...ok, headOutOfRange: false });
    }
  });

  it('makes it "provável atraso" beyond ±2 z, with every milestone done', () => {
    for (const z of [-2.01, 2.01, -3.5]) {
      expect(withHeadCircumference(ok, z)).toMatchObject({
        level: 'talk_now',
        text: HEAD_ADVICE,
        headOutOfRange: true,
      });
    }
    expect(HEAD_ADVICE).toContain('provável atraso');
  });
});
