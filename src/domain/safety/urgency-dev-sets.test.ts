import { describe, expect, it } from 'vitest';
import { type SafetyCase, scoreSafetySet } from './safety-score';
import checkSet from './urgency-check-after-tuning-2026-11-26.json';
import devSet from './urgency-dev-set-2026-11-26.json';
import holdout from './urgency-holdout-2026-11-26.json';
import holdoutAA from './urgency-holdout-2026-11-26aa.json';
import holdoutAD from './urgency-holdout-2026-11-26ad.json';
import holdoutAE from './urgency-holdout-2026-11-26ae.json';
import holdoutAG from './urgency-holdout-2026-11-26ag.json';
import holdoutAH from './urgency-holdout-2026-11-26ah.json';
import holdoutB from './urgency-holdout-2026-11-26b.json';
import holdoutC from './urgency-holdout-2026-11-26c.json';
import holdoutD from './urgency-holdout-2026-11-26d.json';
import holdoutE from './urgency-holdout-2026-11-26e.json';
import holdoutF from './urgency-holdout-2026-11-26f.json';
import holdoutG from './urgency-holdout-2026-11-26g.json';
import holdoutH from './urgency-holdout-2026-11-26h.json';
import holdoutI from './urgency-holdout-2026-11-26i.json';
import holdoutJ from './urgency-holdout-2026-11-26j.json';
import holdoutK from './urgency-holdout-2026-11-26k.json';
import holdoutL from './urgency-holdout-2026-11-26l.json';
import holdoutM from './urgency-holdout-2026-11-26m.json';
import holdoutN from './urgency-holdout-2026-11-26n.json';
import holdoutO from './urgency-holdout-2026-11-26o.json';
import holdoutP from './urgency-holdout-2026-11-26p.json';
import holdoutQ from './urgency-holdout-2026-11-26q.json';
import holdoutR from './urgency-holdout-2026-11-26r.json';
import holdoutS from './urgency-holdout-2026-11-26s.json';
import holdoutT from './urgency-holdout-2026-11-26t.json';
import holdoutU from './urgency-holdout-2026-11-26u.json';
import holdoutV from './urgency-holdout-2026-11-26v.json';
import holdoutW from './urgency-holdout-2026-11-26w.json';
import holdoutX from './urgency-holdout-2026-11-26x.json';
import holdoutY from './urgency-holdout-2026-11-26y.json';
import holdoutZ from './urgency-holdout-2026-11-26z.json';
import secondCheck from './urgency-second-check-2026-11-26.json';

/**
 * The sets the patterns of decision 027 were tuned on, kept as a guard against going back. Their
 * raw scores before tuning are in the decision (the dev set: 84.6 % heard, 16.0 % calm alarms;
 * the check sets written after the first and the second round: 83.6 % and 7.7 %, 90.0 % and
 * 14.3 %); the measure that counts is a set
 * nobody tuned to (`scripts/safety-score.ts`).
 */
describe.each([
  ['dev set of 2026-11-26', devSet],
  ['check set written after tuning', checkSet],
  ['second check set, written after the second round', secondCheck],
  ['holdout of 2026-11-26, now read', holdout],
  ['holdout of 2026-11-26b, now read (decision 037)', holdoutB],
  ['holdout of 2026-11-26c, now read (decision 037)', holdoutC],
  ['holdout of 2026-11-26d, now read (decision 037)', holdoutD],
  ['holdout of 2026-11-26e, now read (decision 037)', holdoutE],
  ['holdout of 2026-11-26f, now read (decision 037)', holdoutF],
  ['holdout of 2026-11-26g, now read (decision 037)', holdoutG],
  ['holdout of 2026-11-26h, now read (decision 037)', holdoutH],
  ['holdout of 2026-11-26i, now read (decision 037)', holdoutI],
  ['holdout of 2026-11-26j, now read (decision 037)', holdoutJ],
  ['holdout of 2026-11-26k, now read (decision 037)', holdoutK],
  ['holdout of 2026-11-26l, now read (decision 037)', holdoutL],
  ['holdout of 2026-11-26m, now read (decision 037)', holdoutM],
  ['holdout of 2026-11-26n, now read (decision 037)', holdoutN],
  ['holdout of 2026-11-26o, now read (decision 037)', holdoutO],
  ['holdout of 2026-11-26p, now read (decision 037)', holdoutP],
  ['holdout of 2026-11-26q, now read (decision 037)', holdoutQ],
  ['holdout of 2026-11-26r, now read (decision 037)', holdoutR],
  ['holdout of 2026-11-26s, now read (decision 037)', holdoutS],
  ['holdout of 2026-11-26t, now read (decision 043)', holdoutT],
  ['holdout of 2026-11-26u, now read (decision 043)', holdoutU],
  ['holdout of 2026-11-26v, now read (decision 043)', holdoutV],
  ['holdout of 2026-11-26w, now read (decision 043)', holdoutW],
  ['holdout of 2026-11-26x, now read (decision 043)', holdoutX],
  ['holdout of 2026-11-26y, now read (decision 043)', holdoutY],
  ['holdout of 2026-11-26z, now read (decision 043)', holdoutZ],
  ['holdout of 2026-11-26aa, now read (decision 043)', holdoutAA],
  ['holdout of 2026-11-26ad, now read (decision 043)', holdoutAD],
  ['holdout of 2026-11-26ae, now read (decision 043)', holdoutAE],
  ['holdout of 2026-11-26ag, now read (decision 043)', holdoutAG],
  ['holdout of 2026-11-26ah, now read (decision 043)', holdoutAH],
])('the safety net over the %s', (name, set) => {
  it('hears at least 99 % of urgent phrasings, all with the right number, and alarms at most 3 % of calm ones', () => {
    const score = scoreSafetySet(set as SafetyCase[]);
    console.info(
      `${name}: heard ${score.heard}/${score.urgent}, right number ${score.rightNumber}/${score.heard}, calm tier 1 ${score.calmTier1}/${score.calm}, calm tier 2 ${score.calmTier2}/${score.calm}`,
    );
    expect(score.heard / score.urgent, score.misses.join('\n')).toBeGreaterThanOrEqual(0.99);
    expect(score.wrongNumbers).toEqual([]);
    expect(score.calmTier1 / score.calm, score.calmAlarms.join('\n')).toBeLessThanOrEqual(0.03);
  });
});
