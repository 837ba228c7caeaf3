import { describe, expect, it } from 'vitest';
import {
  inRsvSeason,
  isPneumococcal,
  isPreterm,
  listedConditions,
  NIRSEVIMAB_DOSE,
  pneumococcalNote,
  rsvProtection,
} from './rsv-protection';

const baby = (over: Partial<Parameters<typeof rsvProtection>[0]> = {}) => ({
  name: 'Lia',
  birthDate: '2026-09-10',
  gestationalWeeks: 32 as number | null,
  healthConditions: [] as string[],
  ...over,
});

/** Every sentence the card can show, for the wording rules. */
function allTexts(p: ReturnType<typeof rsvProtection>) {
  return [
    p.preterm?.dose.doseLabel,
    p.preterm?.dose.description,
    p.preterm?.where,
    p.preterm?.ageLimit,
    p.preterm?.advice,
    p.crie?.text,
    p.maternal,
  ].filter((t): t is string => Boolean(t));
}

describe('prematurity', () => {
  it('is a birth before 37 weeks; unknown weeks are not premature', () => {
    expect(isPreterm(36)).toBe(true);
    expect(isPreterm(37)).toBe(false);
    expect(isPreterm(null)).toBe(false);
  });
});

describe('the nirsevimabe row of a preterm baby', () => {
  it('says where it is given and the age limit, with the day she turns 6 months', () => {
    const { preterm } = rsvProtection(baby(), '2026-11-26');
    expect(preterm?.dose).toBe(NIRSEVIMAB_DOSE);
    expect(preterm?.dose.doseLabel).toBe('prematuros, dose única até 6 meses');
    expect(preterm?.where).toMatch(/maternidade ou na UTI neonatal, antes da alta/);
    expect(preterm?.ageLimit).toBe('Limite de idade: antes dos 6 meses (Lia completa 6 meses em 10/03/2027).');
    expect(preterm?.underAgeLimit).toBe(true);
    expect(preterm?.advice).toMatch(/pergunte ao pediatra/);
  });

  it('tells the mother of a preterm born August 2025 - January 2026 about the 2026 season', () => {
    expect(rsvProtection(baby({ birthDate: '2025-12-01' }), '2026-03-01').preterm?.where).toMatch(
      /nascidos de agosto de 2025 a janeiro de 2026 recebem no início da temporada de 2026/,
    );
    expect(rsvProtection(baby(), '2026-11-26').preterm?.where).not.toMatch(/2026/);
  });

  it('past 6 months keeps the row, says the day passed and sends her to the pediatrician', () => {
    const { preterm } = rsvProtection(baby({ birthDate: '2026-01-05' }), '2026-11-26');
    expect(preterm?.underAgeLimit).toBe(false);
    expect(preterm?.ageLimit).toBe('Limite de idade: antes dos 6 meses (Lia completou 6 meses em 05/07/2026).');
    expect(preterm?.advice).toMatch(/Converse com o pediatra/);
  });

  it('is not shown for a term baby or one whose weeks are unknown', () => {
    expect(rsvProtection(baby({ gestationalWeeks: 39 }), '2026-11-26').preterm).toBeNull();
    expect(rsvProtection(baby({ gestationalWeeks: null }), '2026-11-26').preterm).toBeNull();
  });
});

describe('the CRIE note for listed conditions', () => {
  it('finds the Ministry’s conditions however the booklet writes them', () => {
    expect(
      listedConditions(['Síndrome de Down', 'CARDIOPATIA congênita', 'refluxo', 'displasia broncopulmonar']),
    ).toEqual(['doença pulmonar da prematuridade', 'cardiopatia congênita', 'síndrome de Down']);
    expect(listedConditions(['Fibrose cística', 'imunodeficiência combinada grave'])).toEqual([
      'fibrose cística',
      'imunodeficiência grave',
    ]);
    expect(listedConditions(['dermatite', 'APLV', 'sopro inocente'])).toEqual([]);
  });

  it('in season (February to August) sends her to the CRIE with the doctor’s report', () => {
    expect([inRsvSeason('2026-02-01'), inRsvSeason('2026-08-31'), inRsvSeason('2026-09-01')]).toEqual([
      true,
      true,
      false,
    ]);
    const { crie } = rsvProtection(
      baby({ gestationalWeeks: 39, birthDate: '2025-12-01', healthConditions: ['Síndrome de Down'] }),
      '2026-04-10',
    );
    expect(crie).toMatchObject({ conditions: ['síndrome de Down'], inSeason: true });
    expect(crie?.text).toMatch(/^Temporada do VSR \(fevereiro a agosto\)/);
    expect(crie?.text).toMatch(/CRIE/);
    expect(crie?.text).toMatch(/relatório ou receita do médico/);
  });

  it('out of season says when the season is and to talk to the pediatrician before it', () => {
    const { crie } = rsvProtection(baby({ gestationalWeeks: 39, healthConditions: ['cardiopatia'] }), '2026-11-26');
    expect(crie?.inSeason).toBe(false);
    expect(crie?.text).toMatch(/vai de fevereiro a agosto/);
    expect(crie?.text).toMatch(/Antes de fevereiro, converse com o pediatra/);
  });

  it('is for children under 24 months, and only with a listed condition', () => {
    const twoYears = baby({ gestationalWeeks: 39, birthDate: '2024-11-26', healthConditions: ['cardiopatia'] });
    expect(rsvProtection(twoYears, '2026-11-26').crie).toBeNull();
    expect(rsvProtection(baby({ healthConditions: ['refluxo'] }), '2026-04-10').crie).toBeNull();
  });
});

describe('the maternal vaccine', () => {
  it('is told to the mother of a baby under 6 months: from the 28th week of pregnancy', () => {
    expect(rsvProtection(baby({ gestationalWeeks: 39 }), '2026-11-26').maternal).toMatch(/a partir da 28ª semana/);
    expect(rsvProtection(baby({ birthDate: '2026-01-05' }), '2026-11-26').maternal).toBeNull();
  });
});

describe('wording', () => {
  it('never tells a mother her baby is not eligible, in any case the card can show', () => {
    const cases = [
      rsvProtection(baby(), '2026-11-26'),
      rsvProtection(baby({ birthDate: '2025-09-01' }), '2026-11-26'),
      rsvProtection(baby({ birthDate: '2024-12-01', healthConditions: ['Síndrome de Down'] }), '2026-11-26'),
      rsvProtection(baby({ healthConditions: ['Síndrome de Down'] }), '2026-05-01'),
      rsvProtection(baby({ healthConditions: ['cardiopatia'] }), '2026-11-26'),
    ];
    const texts = cases.flatMap(allTexts);
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) {
      expect(text).not.toMatch(/eleg[ií]vel|não tem direito|não pode (receber|tomar)|sem direito|não se aplica/i);
    }
  });
});

describe('the pneumococcal note', () => {
  it('names the calendar version and its date, and that the new schedule is not out yet', () => {
    const note = pneumococcalNote({ label: 'PNI 2025', validFrom: '2025-07-01' });
    expect(note).toMatch(/^Segue o calendário PNI 2025, vigente desde 01\/07\/2025\./);
    expect(note).toMatch(/ainda não foi publicado/);
    expect(isPneumococcal('Pneumocócica 10-valente')).toBe(true);
    expect(isPneumococcal('Pentavalente')).toBe(false);
  });
});
