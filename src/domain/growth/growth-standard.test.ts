import { describe, expect, it } from 'vitest';
import { gestationalAgeDays } from './growth-age';
import type { Sex, WhoTables } from './growth-indicators';
import { growthAgeOnDay, growthAgeWords, scoreOnStandard, standardNote } from './growth-standard';
import { pretermValueAtZ } from './intergrowth-preterm';
import { parseLmsCsv } from './who-table';

const CSV = import.meta.glob<string>('./who-growth/*.csv', { query: '?raw', import: 'default', eager: true });
const table = (name: string) => parseLmsCsv(CSV[`./who-growth/${name}.csv`]!);
const bothSexes = (name: string) => ({ M: table(`${name}_boys`), F: table(`${name}_girls`) });
const tables: WhoTables = {
  wfa: bothSexes('wfa'),
  lhfa: bothSexes('lhfa'),
  hcfa: bothSexes('hcfa'),
  wfl: bothSexes('wfl'),
  wfh: bothSexes('wfh'),
};

describe('growthAgeOnDay', () => {
  it('reads a term baby, or one with the weeks unknown, on the WHO curves at her real age', () => {
    expect(growthAgeOnDay(100, 39 * 7)).toEqual({
      standard: 'who',
      realDays: 100,
      days: 100,
      corrected: false,
      pmaDays: null,
    });
    expect(growthAgeOnDay(100, null).standard).toBe('who');
    expect(growthAgeOnDay(100, 37 * 7).standard).toBe('who');
  });

  it('reads a baby born at 32 + 4 on INTERGROWTH-21st by PMA until 63 + 6 weeks, then WHO at the corrected age', () => {
    const born = gestationalAgeDays(32, 4)!;
    expect(growthAgeOnDay(0, born)).toEqual({
      standard: 'intergrowth_preterm',
      realDays: 0,
      days: 0,
      corrected: true,
      pmaDays: 228,
    });
    const lastDay = 64 * 7 - 1 - born;
    expect(growthAgeOnDay(lastDay, born)).toMatchObject({ standard: 'intergrowth_preterm', pmaDays: 447, days: 167 });
    expect(growthAgeOnDay(lastDay + 1, born)).toMatchObject({ standard: 'who', pmaDays: 448, days: 168 });
  });

  it('gives no standard to a baby born at 25 weeks before 27 weeks of PMA', () => {
    const born = 25 * 7;
    expect(growthAgeOnDay(0, born).standard).toBe('before_preterm_curves');
    expect(growthAgeOnDay(13, born)).toMatchObject({ standard: 'before_preterm_curves', pmaDays: 188 });
    expect(growthAgeOnDay(14, born)).toMatchObject({ standard: 'intergrowth_preterm', pmaDays: 189 });
  });
});

describe('scoreOnStandard', () => {
  const measure = (sex: Sex) => ({ sex, weightKg: 1.7, lengthCm: 42, headCm: 29.5 });

  it('puts the healthy 32-week boy near the median, where WHO read him at −4 z', () => {
    const scores = scoreOnStandard(tables, growthAgeOnDay(0, 32 * 7), measure('M'));
    expect(scores.weightForAge).toEqual({ z: 0.38, percentile: 64.8, table: 'ig_weight' });
    expect(scores.lengthForAge).toMatchObject({ z: 0.42, table: 'ig_length' });
    expect(scores.headForAge).toMatchObject({ z: -0.17, table: 'ig_head' });
    expect(scores.weightForLength).toBeUndefined();
    const onWho = scoreOnStandard(tables, { ...growthAgeOnDay(0, 32 * 7), standard: 'who' }, measure('M'));
    expect(onWho.weightForAge!.z).toBeLessThan(-3.9);
  });

  it('scores nothing for the 25-week baby before 27 weeks of PMA', () => {
    expect(scoreOnStandard(tables, growthAgeOnDay(7, 25 * 7), { sex: 'F', weightKg: 0.8 })).toEqual({});
  });

  it('hands over at 64 weeks without a jump: INTERGROWTH-21st medians read within 0.3 z of WHO medians', () => {
    for (const sex of ['M', 'F'] as const) {
      const born = 30 * 7;
      const atHandOver = growthAgeOnDay(64 * 7 - born, born);
      expect(atHandOver).toMatchObject({ standard: 'who', days: 168 });
      const scores = scoreOnStandard(tables, atHandOver, {
        sex,
        weightKg: pretermValueAtZ('weight', sex, 64, 0)!,
        lengthCm: pretermValueAtZ('length', sex, 64, 0)!,
        headCm: pretermValueAtZ('head', sex, 64, 0)!,
      });
      for (const score of [scores.weightForAge, scores.lengthForAge, scores.headForAge])
        expect(Math.abs(score!.z), `${sex} ${score!.table}`).toBeLessThanOrEqual(0.3);
    }
  });
});

describe('growthAgeWords', () => {
  it('shows both ages of a baby born early, and her PMA while the preterm curve reads it', () => {
    // Born at 32 weeks, 122 days ago: 56 days early, PMA 49 + 3.
    expect(growthAgeWords(growthAgeOnDay(122, 32 * 7))).toBe(
      'idade corrigida: 2 meses · idade real: 4 meses · idade pós-menstrual: 49 + 3 semanas',
    );
    // Past 64 weeks the WHO curves read her at the corrected age.
    expect(growthAgeWords(growthAgeOnDay(230, 32 * 7))).toBe('idade corrigida: 5 meses · idade real: 7 meses');
  });

  it('gives the PMA, not a corrected age, before the due date', () => {
    expect(growthAgeWords(growthAgeOnDay(14, gestationalAgeDays(32, 4)))).toBe(
      'idade pós-menstrual: 34 + 4 semanas · idade real: 14 dias',
    );
  });

  it('gives a term baby her age, and a preterm one past 2 years her real age', () => {
    expect(growthAgeWords(growthAgeOnDay(122, 39 * 7))).toBe('idade: 4 meses');
    expect(growthAgeWords(growthAgeOnDay(800, 30 * 7))).toBe('idade: 2 anos e 2 meses');
  });
});

describe('standardNote', () => {
  it('before 27 weeks of PMA says no percentile was read, not that the INTERGROWTH curve was used', () => {
    expect(standardNote('before_preterm_curves')).toBe('sem percentil: a curva para prematuros começa em 27 semanas');
    expect(standardNote('before_preterm_curves')).not.toMatch(/lida na/);
    expect(standardNote('intergrowth_preterm')).toBe('lida na curva INTERGROWTH-21st para prematuros');
    expect(standardNote('who')).toBeNull();
  });
});
