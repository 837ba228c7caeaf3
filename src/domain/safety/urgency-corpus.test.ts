import { describe, expect, it } from 'vitest';
import { CALM_CASES, URGENT_CASES, type CorpusCase } from './urgency-corpus';
import { detectUrgency } from './urgency';

const CRISIS_CATEGORIES = new Set([
  'crisis-dying',
  'crisis-disappearing',
  'crisis-self-harm',
  'crisis-harm-baby',
  'crisis-cannot-go-on',
]);
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

  it('hears every urgent case, with the right line (100 % recall), and raises at most 2 % false alarms', () => {
    const misses: string[] = [];
    let urgent = 0;
    for (const [category, cases] of Object.entries(URGENT_CASES)) {
      const expected = CRISIS_CATEGORIES.has(category) ? 'crisis' : 'emergency';
      for (const c of cases) {
        urgent++;
        const found = detect(c);
        if (found?.kind !== expected) misses.push(`[${category}] ${c.text} -> ${found?.kind ?? 'calm'}`);
      }
    }
    const alarms = CALM_CASES.filter((c) => {
      const kind = detect(c)?.kind;
      return kind === 'emergency' || kind === 'crisis';
    });
    const recall = (urgent - misses.length) / urgent;
    const falseAlarmRate = alarms.length / CALM_CASES.length;
    console.info(
      `safety net: recall ${(recall * 100).toFixed(1)} % (${urgent - misses.length}/${urgent}), false alarms ${(falseAlarmRate * 100).toFixed(1)} % (${alarms.length}/${CALM_CASES.length})`,
    );
    expect(misses, 'missed').toEqual([]);
    expect(falseAlarmRate, `false alarms:\n${alarms.map((c) => c.text).join('\n')}`).toBeLessThanOrEqual(
      MAX_FALSE_ALARM_RATE,
    );
  });
});
