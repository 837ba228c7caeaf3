import { afterAll, describe, expect, it } from 'vitest';
import { type SafetyScore, scoreSafetySet } from '../../../scripts/safety/score-set';
import { DEV_SETS, readSet, SETS, type SetKind, setsOnDisk, TRAIN_SETS } from '../../../scripts/safety/sets';

const figures = (name: string, s: SafetyScore) =>
  `${name}: heard ${s.heard}/${s.urgent}, right number ${s.rightNumber}/${s.heard}, calm tier 1 ${s.calmTier1}/${s.calm}, calm tier 2 ${s.calmTier2}/${s.calm}`;

describe('the message sets of datasets/safety', () => {
  it.each(['train', 'dev', 'blind'] as SetKind[])(
    'each file of %s is named in scripts/safety/sets.ts, and each name has its file',
    (kind) => {
      expect(setsOnDisk(kind)).toEqual([...SETS[kind]].sort());
    },
  );
});

/** About 12,000 messages: a few seconds alone, ten or more on a shared two-core machine. */
const TRAIN_SCORING_TIMEOUT_MS = 120_000;

/**
 * A set the reader was trained on would grade the model on its own lessons (issue #49): its
 * figures are printed, not graded. The corpus has its own test; the blind sets are never opened
 * here (datasets/safety/README.md).
 */
afterAll(() => {
  const lines = TRAIN_SETS.filter((name) => name !== 'corpus').map((name) =>
    figures(`train/${name}`, scoreSafetySet(readSet('train', name))),
  );
  console.info(`trained on, so tuned figures, not graded:\n${lines.join('\n')}`);
}, TRAIN_SCORING_TIMEOUT_MS);

describe.each(DEV_SETS)('the safety net over dev/%s, a set it was never trained on', (name) => {
  it('hears at least 99 % of urgent phrasings, all with the right number, and alarms at most 3 % of calm ones', () => {
    const score = scoreSafetySet(readSet('dev', name));
    console.info(figures(`dev/${name}`, score));
    expect(score.heard / score.urgent, score.misses.join('\n')).toBeGreaterThanOrEqual(0.99);
    expect(score.wrongNumbers).toEqual([]);
    expect(score.calmTier1 / score.calm, score.calmAlarms.join('\n')).toBeLessThanOrEqual(0.03);
  });
});
