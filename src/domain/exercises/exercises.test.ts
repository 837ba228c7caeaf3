import { describe, expect, it } from 'vitest';
import {
  BABY_AGE_BANDS,
  BABY_EXERCISES_SOURCE,
  type BabyAgeBand,
  EXERCISES,
  exercisesForBand,
  MOM_EXERCISES,
} from './exercises';

const ALLOWED_ICONS = [
  'baby',
  'hand',
  'hand-heart',
  'heart',
  'smile',
  'eye',
  'music',
  'sun',
  'moon',
  'footprints',
  'activity',
  'move',
  'rotate-ccw',
  'timer',
  'circle-check',
  'sparkles',
  'armchair',
  'bed',
  'wind',
  'person-standing',
];

const baby = EXERCISES.filter((e) => e.category === 'baby');
const mom = EXERCISES.filter((e) => e.category === 'mom');

// Sentence ends: ., ! or ? followed by whitespace and a capital letter, or by the end of the text.
const sentences = (text: string) => text.trim().match(/[.!?](?=\s+[A-ZÀ-Ý]|$)/gu)?.length ?? 0;

const EXPECTED_BANDS: [BabyAgeBand, number[]][] = [
  ['0-3m', [1, 2, 3, 4]],
  ['3-6m', [5, 6, 7]],
  ['6-9m', [8, 9, 10]],
  ['9-12m', [11, 12]],
  ['12+m', [13, 14]],
];

describe('EXERCISES', () => {
  it('has 14 baby exercises with ids 1 to 14, then the 4 mother exercises 101 to 104', () => {
    expect(baby.map((e) => e.id)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(mom.map((e) => e.id)).toEqual([101, 102, 103, 104]);
    expect(EXERCISES.map((e) => e.id)).toEqual([...baby, ...mom].map((e) => e.id));
  });

  it('has the mother exercises in the agreed order, and MOM_EXERCISES lists them', () => {
    expect(MOM_EXERCISES.map((e) => e.title)).toEqual([
      'Caminhada com o bebê',
      'Yoga pós-parto',
      'Exercícios para o assoalho pélvico',
      'Alongamento completo',
    ]);
    expect(MOM_EXERCISES).toEqual(mom);
    for (const e of MOM_EXERCISES) {
      expect(e).toMatchObject({ ageRange: 'Pós-parto', minAgeMonths: 0, maxAgeMonths: null });
    }
  });

  it('fills every field, with plain text and the agreed counts', () => {
    for (const e of EXERCISES) {
      const texts = [
        e.title,
        e.description,
        e.detailedDescription,
        e.frequency,
        e.duration,
        e.ageRange,
        ...e.benefits,
        ...e.safetyTips,
      ];
      for (const text of texts) {
        expect(text.trim(), `exercise ${e.id}`).not.toBe('');
        expect(text, `exercise ${e.id}`).not.toMatch(/[<>*#_`]|\s{2}/);
      }
      expect(e.imageUrl).toBeNull();
      expect(e.benefits.length, `exercise ${e.id}`).toBeGreaterThanOrEqual(2);
      expect(e.benefits.length, `exercise ${e.id}`).toBeLessThanOrEqual(4);
      expect(e.safetyTips.length, `exercise ${e.id}`).toBeGreaterThanOrEqual(2);
      expect(e.safetyTips.length, `exercise ${e.id}`).toBeLessThanOrEqual(4);
      expect(sentences(e.description), `exercise ${e.id}`).toBe(1);
      expect(sentences(e.detailedDescription), `exercise ${e.id}`).toBeGreaterThanOrEqual(3);
      expect(sentences(e.detailedDescription), `exercise ${e.id}`).toBeLessThanOrEqual(6);
      expect(new Set(EXERCISES.map((x) => x.title)).size).toBe(EXERCISES.length);
    }
  });

  it('gives baby exercises the bounds and label of their band', () => {
    for (const e of baby) {
      const band = BABY_AGE_BANDS.find((b) => b.minAgeMonths === e.minAgeMonths && b.maxAgeMonths === e.maxAgeMonths);
      expect(band, `exercise ${e.id}`).toBeDefined();
      expect(e.ageRange).toBe(
        e.maxAgeMonths === null ? 'A partir de 12 meses' : `${e.minAgeMonths} a ${e.maxAgeMonths} meses`,
      );
    }
  });

  it('uses only the allowed icons, with 3 to 5 steps per tutorial', () => {
    for (const e of EXERCISES) {
      if (!e.tutorialImages) continue;
      expect(e.tutorialImages.length, `exercise ${e.id}`).toBeGreaterThanOrEqual(3);
      expect(e.tutorialImages.length, `exercise ${e.id}`).toBeLessThanOrEqual(5);
      for (const step of e.tutorialImages) {
        expect(ALLOWED_ICONS).toContain(step.icon);
        expect(step.caption.trim()).not.toBe('');
      }
    }
  });

  it('has at least 6 exercises with a tutorial', () => {
    expect(EXERCISES.filter((e) => e.tutorialImages && e.tutorialImages.length > 0).length).toBeGreaterThanOrEqual(6);
  });

  it('keeps the safety basics of tummy time', () => {
    const tummy = EXERCISES.find((e) => e.id === 1)!;
    const text = [tummy.detailedDescription, ...tummy.safetyTips].join(' ');
    expect(text).toMatch(/acordado/);
    expect(text).toMatch(/firme/);
    expect(text).toMatch(/barriga para cima/);
  });

  it('states the daily total of tummy time besides the minutes per session (WHO 2019)', () => {
    const tummy = EXERCISES.find((e) => e.id === 1)!;
    expect(tummy.detailedDescription).toMatch(/pelo menos 30 minutos de bruços por dia/);
    expect(tummy.detailedDescription).toMatch(/1 a 5 minutos/);
    expect(tummy.detailedDescription).toMatch(/primeiros dias/);
    expect(tummy.duration).toBe('1 a 5 minutos por vez');
    expect(tummy.frequency).toMatch(/pelo menos 30 minutos/);
    expect(tummy.tutorialImages!.map((s) => s.caption).join(' ')).toMatch(/pelo menos 30 minutos/);
  });

  it('gives the daily total, awake and watched, wherever a baby exercise puts the baby on the tummy', () => {
    const onTummy = baby.filter((e) =>
      /bruços|barriga para baixo/.test([e.description, e.detailedDescription].join(' ')),
    );
    expect(onTummy.map((e) => e.id)).toEqual([1, 6, 10]);
    for (const e of onTummy) {
      expect(e.detailedDescription, `exercise ${e.id}`).toMatch(
        /pelo menos 30 minutos (de bruços |de barriga para baixo )?por dia/,
      );
      expect(e.detailedDescription, `exercise ${e.id}`).toMatch(/acordado/);
      expect(e.detailedDescription, `exercise ${e.id}`).toMatch(/com você olhando/);
    }
  });

  it('names the source of the baby exercises', () => {
    expect(BABY_EXERCISES_SOURCE).toMatch(/^Fonte dos exercícios do bebê: .*OMS.*\(2019\).*Caderneta da Criança/);
  });

  it('warns mothers when to stop and about diástase', () => {
    for (const e of MOM_EXERCISES) {
      expect(e.safetyTips.join(' '), `exercise ${e.id}`).toMatch(/dor/);
    }
    expect(MOM_EXERCISES.some((e) => e.safetyTips.join(' ').includes('diástase'))).toBe(true);
    expect(MOM_EXERCISES.some((e) => e.detailedDescription.includes('6 semanas'))).toBe(true);
  });
});

describe('BABY_AGE_BANDS', () => {
  it('lists the five bands in order, back to back', () => {
    expect(BABY_AGE_BANDS.map((b) => b.id)).toEqual(['0-3m', '3-6m', '6-9m', '9-12m', '12+m']);
    expect(BABY_AGE_BANDS.map((b) => [b.minAgeMonths, b.maxAgeMonths])).toEqual([
      [0, 3],
      [3, 6],
      [6, 9],
      [9, 12],
      [12, null],
    ]);
    for (const b of BABY_AGE_BANDS) expect(b.label).not.toBe('');
  });
});

describe('exercisesForBand', () => {
  it.each(EXPECTED_BANDS)('%s has its exercises, sorted by id', (band, ids) => {
    const list = exercisesForBand(band);
    expect(list.map((e) => e.id)).toEqual(ids);
    expect(list.every((e) => e.category === 'baby')).toBe(true);
  });

  it('gives every band at least 2 exercises and covers every baby exercise once', () => {
    const all = BABY_AGE_BANDS.flatMap((b) => exercisesForBand(b.id));
    for (const b of BABY_AGE_BANDS) expect(exercisesForBand(b.id).length).toBeGreaterThanOrEqual(2);
    expect(all.map((e) => e.id)).toEqual(baby.map((e) => e.id));
  });
});
