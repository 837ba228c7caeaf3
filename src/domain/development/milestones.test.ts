import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../exercises/exercises';
import { bandsForAge, developmentAdvice, MILESTONE_BANDS, milestoneById, nextMilestones } from './milestones';

describe('the Caderneta’s milestones as data', () => {
  it('has 17 contiguous bands from birth to 6 years, four milestones each', () => {
    expect(MILESTONE_BANDS).toHaveLength(17);
    expect(MILESTONE_BANDS[0]!.fromMonths).toBe(0);
    expect(MILESTONE_BANDS.at(-1)!.toMonths).toBe(72);
    MILESTONE_BANDS.forEach((band, i) => {
      expect(band.milestones).toHaveLength(4);
      if (i > 0) expect(band.fromMonths).toBe(MILESTONE_BANDS[i - 1]!.toMonths);
    });
  });

  it('gives every milestone a stable id, its band’s prefix, words and a way to stimulate', () => {
    const all = MILESTONE_BANDS.flatMap((band) => band.milestones.map((m) => ({ band, m })));
    expect(new Set(all.map(({ m }) => m.id)).size).toBe(68);
    for (const { band, m } of all) {
      expect(m.id).toMatch(/^[a-z0-9-]+$/);
      expect(m.id.startsWith(`${band.id}-`)).toBe(true);
      expect(['motor', 'social', 'linguagem', 'cognitivo']).toContain(m.domain);
      expect(m.text.length).toBeGreaterThan(5);
      expect(m.text.endsWith('.')).toBe(false);
      expect(m.howToStimulate).toMatch(/\.$/);
      expect(`${m.text} ${m.howToStimulate}`).not.toMatch(/\b(baby|the|and)\b/i);
    }
  });

  it('links only to baby exercises the app has', () => {
    const babyExercises = new Set(EXERCISES.filter((e) => e.category === 'baby').map((e) => e.id));
    const linked = MILESTONE_BANDS.flatMap((b) => b.milestones).flatMap((m) => m.exerciseId ?? []);
    expect(linked.length).toBeGreaterThan(10);
    for (const id of linked) expect(babyExercises.has(id)).toBe(true);
  });

  it('asks at 2 to 4 months for sounds other than crying, not for laughing aloud (a 6-month milestone)', () => {
    const language = MILESTONE_BANDS.find((b) => b.id === '2-4m')!.milestones.filter((m) => m.domain === 'linguagem');
    expect(language.map((m) => [m.id, m.text])).toEqual([
      ['2-4m-faz-sons', 'Faz sons diferentes do choro, como "aaa", "ooo" ou "gugu"'],
    ]);
    const beforeSixMonths = MILESTONE_BANDS.filter((b) => b.toMonths <= 6).flatMap((b) => b.milestones);
    for (const m of beforeSixMonths) expect(m.text).not.toMatch(/risada|\bri\b|gargalh/i);
    expect(milestoneById('2-4m-ri-alto')).toBeUndefined();
  });

  it('asks at 3 years for a second on each foot, as the Caderneta does', () => {
    expect(milestoneById('36-42m-equilibrio-1s')?.milestone.text).toBe(
      'Fica em cada pé, um de cada vez, por um segundo',
    );
  });

  it('finds a milestone and its band by id', () => {
    expect(milestoneById('4-6m-muda-posicao')?.band.label).toBe('4 a 6 meses');
    expect(milestoneById('nada')).toBeUndefined();
  });
});

describe('bandsForAge', () => {
  it.each([
    [0, '0-1m', null, '1-2m'],
    [30, '0-1m', null, '1-2m'],
    [31, '1-2m', '0-1m', '2-4m'],
    [61, '2-4m', '1-2m', '4-6m'],
    [122, '4-6m', '2-4m', '6-9m'],
    [365, '9-12m', '6-9m', '12-15m'],
    [366, '12-15m', '9-12m', '15-18m'],
    [2180, '66-72m', '60-66m', null],
  ])('day %i is in %s', (days, current, previous, next) => {
    const bands = bandsForAge(days);
    expect([bands.current?.id ?? null, bands.previous?.id ?? null, bands.next?.id ?? null]).toEqual([
      current,
      previous,
      next,
    ]);
  });

  it('has no band past 6 years', () => {
    expect(bandsForAge(2200)).toEqual({ current: null, previous: null, next: null });
  });
});

describe('developmentAdvice', () => {
  const { current, previous } = bandsForAge(122);
  const [own] = current!.milestones;
  const [before] = previous!.milestones;

  it('is fine when nothing is marked "Ainda não": unmarked is not absent', () => {
    expect(developmentAdvice({ current, previous, marks: { [own!.id]: 'sim' } }).level).toBe('ok');
  });

  it('says to stimulate and look again in 30 days for a milestone of the baby’s own band', () => {
    const advice = developmentAdvice({ current, previous, marks: { [own!.id]: 'nao' } });
    expect(advice).toMatchObject({ level: 'stimulate', missingCurrent: [own], missingPrevious: [] });
    expect(advice.text).toContain('30 dias');
  });

  it('says to talk to the pediatrician now for one of the band before', () => {
    const advice = developmentAdvice({ current, previous, marks: { [own!.id]: 'nao', [before!.id]: 'nao' } });
    expect(advice).toMatchObject({ level: 'talk_now', missingPrevious: [before] });
    expect(advice.text).toContain('agora');
  });
});

describe('nextMilestones', () => {
  it('lists the own band’s milestones not yet done, then the next band’s', () => {
    const { current, next } = bandsForAge(122);
    const [a, b, c, d] = current!.milestones;
    const marks = { [a!.id]: 'sim', [b!.id]: 'nao', [c!.id]: 'sim', [d!.id]: 'sim' } as const;
    expect(nextMilestones(122, marks, 3)).toEqual([b, next!.milestones[0], next!.milestones[1]]);
  });
});
