import { describe, expect, it } from 'vitest';
import type { BabyFacts } from './care-topic';
import { FIRST_AID_TOPICS, firstAidFor } from './index';

function topic(id: string) {
  const found = FIRST_AID_TOPICS.find((t) => t.id === id);
  if (!found) throw new Error(`No topic ${id}`);
  return found;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const BABIES: BabyFacts[] = [0, 1, 2, 4, 5, 6, 7, 9, 11, 12, 18, 30].map((ageMonths) => ({
  name: 'Helena',
  ageMonths,
}));

describe("Lu's first-aid guides", () => {
  it('are chosen by the emergency the safety net heard, never by a word', () => {
    expect(firstAidFor(['choking'])?.id).toBe('engasgo');
    expect(firstAidFor(['fall'])?.id).toBe('quedas');
    expect(firstAidFor(['fever-under-3-months'])?.id).toBe('febre');
    expect(firstAidFor(['fever-with-spots'])?.id).toBe('febre');
    expect(firstAidFor(['drowning', 'choking'])?.id).toBe('engasgo');
    expect(firstAidFor(['drowning'])).toBeNull();
    expect(firstAidFor([])).toBeNull();
  });

  describe.each(FIRST_AID_TOPICS.map((t) => [t.id, t] as const))('%s', (_id, t) => {
    const answers: [string, string, BabyFacts | null][] = [
      ['without a baby', t.answer(null), null],
      ...BABIES.map((b): [string, string, BabyFacts] => [`at ${b.ageMonths} months`, t.answer(b), b]),
    ];

    it.each(answers)('answers %s in 60-260 words of plain text', (_label, text) => {
      const words = wordCount(text);
      expect(words).toBeGreaterThanOrEqual(60);
      expect(words).toBeLessThanOrEqual(260);
      expect(text).not.toMatch(/[*#<>_`]|\]\(/);
      expect(text).toBe(text.trim());
    });

    it.each(answers)('answers %s ending with a line that mentions the pediatrician', (_label, text) => {
      const last = text.split('\n').at(-1) ?? '';
      expect(last).toMatch(/pediatra/);
      expect(last).toMatch(/UBS/);
      expect(last.split(/\s+/).length).toBeLessThanOrEqual(20);
    });

    it.each(answers)('answers %s without any medicine dose', (_label, text) => {
      expect(text).not.toMatch(/gotas/i);
      expect(text).not.toMatch(/mg\s*\/\s*kg/i);
      expect(text).not.toMatch(/\d+\s*ml\b/i);
      expect(text).not.toMatch(/\d+\s*mg\b/i);
    });

    it('uses the baby name when the baby is known', () => {
      for (const b of BABIES) expect(t.answer(b)).toContain(b.name);
      expect(t.answer(null)).not.toContain('Helena');
    });
  });

  it('febre: a 2-month-old needs care immediately', () => {
    const text = topic('febre').answer({ name: 'Théo', ageMonths: 2 });
    expect(text).toMatch(/imediat/);
    expect(text).toMatch(/192/);
    expect(text).toMatch(/37,5 °C/);
    expect(text).toMatch(/Sociedade Brasileira de Pediatria \(2025\)/);
  });

  it('engasgo shows the right manoeuvre for the age and the SAMU number', () => {
    const infant = topic('engasgo').answer({ name: 'Ana', ageMonths: 8 });
    expect(infant).toMatch(/5 tapas/);
    expect(infant).not.toMatch(/Heimlich/);
    expect(infant).toMatch(/compressões no centro do peito.*com a base de uma mão \(nunca com dois dedos\)/);
    expect(infant).not.toMatch(/polegares/);
    const child = topic('engasgo').answer({ name: 'Ana', ageMonths: 20 });
    expect(child).toMatch(/alterne 5 tapas firmes nas costas.*5 compressões abdominais/);
    expect(topic('engasgo').answer(null)).toMatch(/192/);
    expect(topic('engasgo').answer(null)).toMatch(/viva-voz/);
    for (const t of FIRST_AID_TOPICS) expect(t.answer(null), t.id).not.toMatch(/(?<!nunca com )(2|dois) dedos/);
  });
});
