import { describe, expect, it } from 'vitest';
import type { SafetyCase } from '../../../scripts/safety/score-set';
import { readCorpus } from '../../../scripts/safety/sets';
import { detectUrgency, urgencyTier } from '../../domain/safety/urgency';
import { openingNumbers } from '../../domain/safety/urgent-openings';

const MAX_FALSE_ALARM_RATE = 0.02;

/**
 * The corpus (datasets/safety/train/corpus.json) is the list of phrasings the net must answer as
 * written: a miss found anywhere is added to it, and none is deleted to make this test pass. The
 * reader is trained on it too, so it guards against going back; it measures nothing.
 */
const { urgent, calm, possible } = readCorpus();

const detect = (c: SafetyCase) =>
  detectUrgency(c.text, { name: c.babyName ?? null, ageMonths: c.babyAgeMonths ?? null });

describe('the safety net over the corpus', () => {
  it('holds at least 10 cases per category, 300 urgent and 150 calm', () => {
    for (const [category, cases] of urgent) expect(cases.length, category).toBeGreaterThanOrEqual(10);
    expect([...urgent.values()].flat().length).toBeGreaterThanOrEqual(300);
    expect(calm.length).toBeGreaterThanOrEqual(150);
  });

  it('hears every urgent case at tier 1 with the right number first (100 % recall), and raises at most 2 % tier-1 alarms on calm cases', () => {
    const misses: string[] = [];
    let count = 0;
    for (const [category, cases] of urgent) {
      for (const c of cases) {
        count++;
        const found = detect(c);
        const numbers = found ? openingNumbers(found) : [];
        if (urgencyTier(found) !== 1 || numbers[0] !== c.expect)
          misses.push(`[${category}] ${c.text} -> tier ${urgencyTier(found)}, ${numbers.join('+') || 'no number'}`);
      }
    }
    const tiers = calm.map((c) => urgencyTier(detect(c)));
    const alarms = calm.filter((_, i) => tiers[i] === 1);
    const recall = (count - misses.length) / count;
    const falseAlarmRate = alarms.length / calm.length;
    console.info(
      `safety net: recall ${(recall * 100).toFixed(1)} % (${count - misses.length}/${count}), tier-1 alarms on calm ${(falseAlarmRate * 100).toFixed(1)} % (${alarms.length}/${calm.length}), tier-2 lines on calm ${tiers.filter((t) => t === 2).length}/${calm.length}`,
    );
    expect(misses, 'missed').toEqual([]);
    expect(falseAlarmRate, `false alarms:\n${alarms.map((c) => c.text).join('\n')}`).toBeLessThanOrEqual(
      MAX_FALSE_ALARM_RATE,
    );
  });

  // Written when every such message got the tier-2 line; since #50 one the reader hears no danger
  // in, and not told as happening now, gets none (choose-tier.ts).
  it('gives a calm question that shares a word with an emergency no alarm, and at most the tier-2 line with its number', () => {
    expect(possible.length).toBeGreaterThan(0);
    const wrong = possible
      .filter((c) => {
        const found = detect(c);
        const tier = urgencyTier(found);
        return tier === 1 || (tier === 2 && openingNumbers(found!)[0] !== c.expect);
      })
      .map((c) => `${c.text} -> tier ${urgencyTier(detect(c))}`);
    expect(wrong).toEqual([]);
  });
});
