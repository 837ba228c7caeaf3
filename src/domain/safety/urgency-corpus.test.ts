import { describe, expect, it } from 'vitest';
import { detectUrgency, urgencyTier } from './urgency';
import { CALM_CASES, type CorpusCase, POSSIBLE_CASES, URGENT_CASES } from './urgency-corpus';
import { openingNumbers } from './urgent-openings';

const MAX_FALSE_ALARM_RATE = 0.02;

const detect = (c: CorpusCase) =>
  detectUrgency(c.text, { name: c.babyName ?? null, ageMonths: c.babyAgeMonths ?? null });

describe('the safety net over the corpus', () => {
  it('holds at least 10 cases per category, 300 urgent and 150 calm', () => {
    for (const [category, cases] of Object.entries(URGENT_CASES))
      expect(cases.length, category).toBeGreaterThanOrEqual(10);
    expect(Object.values(URGENT_CASES).flat().length).toBeGreaterThanOrEqual(300);
    expect(CALM_CASES.length).toBeGreaterThanOrEqual(150);
  });

  it('hears every urgent case at tier 1 with the right number first (100 % recall), and raises at most 2 % tier-1 alarms on calm cases', () => {
    const misses: string[] = [];
    let urgent = 0;
    for (const [category, cases] of Object.entries(URGENT_CASES)) {
      const first = category.startsWith('crisis') ? '188' : '192';
      for (const c of cases) {
        urgent++;
        const found = detect(c);
        const numbers = found ? openingNumbers(found) : [];
        if (urgencyTier(found) !== 1 || numbers[0] !== first)
          misses.push(`[${category}] ${c.text} -> tier ${urgencyTier(found)}, ${numbers.join('+') || 'no number'}`);
      }
    }
    const tiers = CALM_CASES.map((c) => urgencyTier(detect(c)));
    const alarms = CALM_CASES.filter((_, i) => tiers[i] === 1);
    const recall = (urgent - misses.length) / urgent;
    const falseAlarmRate = alarms.length / CALM_CASES.length;
    console.info(
      `safety net: recall ${(recall * 100).toFixed(1)} % (${urgent - misses.length}/${urgent}), tier-1 alarms on calm ${(falseAlarmRate * 100).toFixed(1)} % (${alarms.length}/${CALM_CASES.length}), tier-2 lines on calm ${tiers.filter((t) => t === 2).length}/${CALM_CASES.length}`,
    );
    expect(misses, 'missed').toEqual([]);
    expect(falseAlarmRate, `false alarms:\n${alarms.map((c) => c.text).join('\n')}`).toBeLessThanOrEqual(
      MAX_FALSE_ALARM_RATE,
    );
  });

  it('gives a calm question that shares a word with an emergency the tier-2 line with its number, not the alarm', () => {
    const wrong = POSSIBLE_CASES.filter((c) => {
      const found = detect(c);
      return urgencyTier(found) !== 2 || openingNumbers(found!)[0] !== c.expect;
    }).map((c) => `${c.text} -> tier ${urgencyTier(detect(c))}`);
    expect(wrong).toEqual([]);
  });
});
