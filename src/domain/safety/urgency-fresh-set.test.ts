import { describe, expect, it } from 'vitest';
import { type SafetyCase, scoreSafetySet } from './safety-score';
import freshSet from './urgency-fresh-set.json';

/**
 * The set written apart from the patterns before tiers were built (2026-12): 77.7 % of its urgent
 * phrasings were heard and 11.9 % of its calm ones raised the alarm then. It guards the goals of
 * issue #35; the measure that counts is a set nobody tuned to (`scripts/safety-score.ts`).
 */
describe('the safety net over the fresh set', () => {
  it('hears at least 99 % of urgent phrasings, all with the right number, and alarms few calm ones', () => {
    const score = scoreSafetySet(freshSet as SafetyCase[]);
    console.info(
      `fresh set: heard ${score.heard}/${score.urgent}, right number ${score.rightNumber}/${score.heard}, calm tier 1 ${score.calmTier1}/${score.calm}, calm tier 2 ${score.calmTier2}/${score.calm}`,
    );
    expect(score.urgent).toBeGreaterThanOrEqual(150);
    expect(score.calm).toBeGreaterThanOrEqual(150);
    expect(score.heard / score.urgent, score.misses.join('\n')).toBeGreaterThanOrEqual(0.99);
    expect(score.wrongNumbers).toEqual([]);
    expect(score.calmTier1 / score.calm, score.calmAlarms.join('\n')).toBeLessThanOrEqual(0.05);
  });
});
