import { describe, expect, it } from 'vitest';
import { readBabyBuddy } from './babybuddy';

const NOW = new Date('2026-11-28T12:00:00Z');
const child = { id: 1, first_name: 'Helena', last_name: 'Souza', birth_date: '2026-03-01', slug: 'helena-souza' };
const feeding = (id: number, start: string) => ({
  id,
  child: 1,
  start,
  end: null,
  type: 'breast milk',
  method: 'left breast',
  amount: null,
  notes: '',
});

describe('Baby Buddy rows with impossible dates', () => {
  it('are left out and counted with a reason, never taken to another day or passed to the database', () => {
    const read = readBabyBuddy(
      child as never,
      {
        feedings: [
          feeding(1, '2026-11-20T08:00:00-03:00'),
          feeding(2, '2025-02-30T08:00:00-03:00'),
          feeding(3, '0001-01-01T00:00:00Z'),
          feeding(4, '9999-12-31T00:00:00Z'),
        ] as never,
        weight: [
          { id: 5, child: 1, date: '2026-02-30', weight: 4.2, notes: '' },
          { id: 6, child: 1, date: '2026-10-30', weight: 6.1, notes: '' },
        ] as never,
      },
      NOW,
    );
    expect(read.rows.map((row) => row.key.split('\u001f').slice(2).join(' '))).toEqual(['feedings 1', 'weight 6']);
    expect(read.unreadCount).toBe(4);
    expect(read.skipped).toEqual({ 'Horário ilegível': 3, 'Data ilegível': 1 });
    expect(read.problems.map((problem) => [problem.text, problem.reason])).toEqual([
      ['Mamada #2', 'Horário ilegível'],
      ['Mamada #3', 'Horário ilegível'],
      ['Mamada #4', 'Horário ilegível'],
      ['Peso #5', 'Data ilegível'],
    ]);
  });
});

describe('Baby Buddy values in Portuguese', () => {
  const eventsOf = (lists: Parameters<typeof readBabyBuddy>[1]) =>
    readBabyBuddy(child as never, lists, NOW).rows.map((row) => ('event' in row ? row.event : null));

  it('says a diaper colour, a dose and how a feeding was given in Portuguese', () => {
    const [diaper, unknownColour] = eventsOf({
      changes: [
        { id: 1, child: 1, time: '2026-11-20T15:00:00Z', wet: true, solid: true, color: 'yellow', notes: null },
        { id: 2, child: 1, time: '2026-11-20T16:00:00Z', wet: false, solid: true, color: 'teal', notes: null },
      ] as never,
    });
    expect(diaper?.notes).toBe('cor: amarelo');
    expect(unknownColour?.notes).toBe('cor: teal');
    const [medicine] = eventsOf({
      medication: [
        { id: 1, child: 1, name: 'Vitamina D', dosage: 2, dosage_unit: 'drops', time: '2026-11-20T11:00:00Z' },
      ] as never,
    });
    expect(medicine?.details.dose).toBe('2 gotas');
    const [selfFed] = eventsOf({
      feedings: [{ ...feeding(1, '2026-11-20T08:00:00Z'), type: 'breast milk', method: 'self fed' }] as never,
    });
    expect(selfFed?.notes).toBe('Comeu sem ajuda');
  });
});

describe('Baby Buddy rows that end before they start', () => {
  it('are read without their end, listed to check, and never with a negative length', () => {
    const backwards = { start: '2026-11-20T10:00:00Z', end: '2026-11-20T09:30:00Z' };
    const read = readBabyBuddy(
      child as never,
      {
        feedings: [
          { id: 1, child: 1, ...backwards, type: 'breast milk', method: 'left breast', amount: null, notes: '' },
        ],
        sleep: [{ id: 2, child: 1, ...backwards, nap: false, notes: '' }],
        'tummy-times': [{ id: 3, child: 1, ...backwards, milestone: '' }],
      } as never,
      NOW,
    );
    const events = read.rows.map((row) => ('event' in row ? row.event : null));
    expect(events.map((e) => [e?.type, e?.details.endedAt ?? null, e?.details.leftSeconds ?? null, e?.notes])).toEqual([
      ['mamada', null, null, null],
      ['sono', null, null, null],
      ['outro', null, null, null],
    ]);
    expect(read.problems.map((p) => [p.text, p.reason, p.imported])).toEqual([
      ['Mamada #1', 'Fim antes do início: importado sem o fim', true],
      ['Sono #2', 'Fim antes do início: importado sem o fim', true],
      ['Tempo de bruços #3', 'Fim antes do início: importado sem o fim', true],
    ]);
  });
});

describe('what a Baby Buddy row holds beyond its fields', () => {
  it('keeps a long note whole, and a diaper amount and tags in the note', () => {
    const long = `${'mamou bem e dormiu no peito '.repeat(26)}fim`;
    expect(long.length).toBeGreaterThan(700);
    const read = readBabyBuddy(
      child as never,
      {
        feedings: [{ ...feeding(1, '2026-11-20T08:00:00-03:00'), notes: long }],
        changes: [
          { id: 2, child: 1, time: '2026-11-20T15:00:00Z', wet: true, solid: true, color: '', amount: 18, notes: null },
          {
            id: 3,
            child: 1,
            time: '2026-11-20T16:00:00Z',
            wet: true,
            solid: false,
            color: '',
            tags: ['vovó', 'passeio'],
          },
        ],
      } as never,
      NOW,
    );
    expect(read.rows.map((row) => ('event' in row ? row.event.notes : null))).toEqual([
      long,
      'quantidade: 18',
      'etiquetas: vovó, passeio',
    ]);
  });

  it('lists a measurement whose note or tags the growth curve cannot keep', () => {
    const read = readBabyBuddy(
      child as never,
      {
        weight: [{ id: 4, child: 1, date: '2026-10-30', weight: 6.1, notes: 'depois da vacina', tags: ['UBS'] }],
      } as never,
      NOW,
    );
    expect(read.rows).toHaveLength(1);
    expect(read.problems).toEqual([
      {
        line: 1,
        text: 'Peso #4',
        reason: 'A curva não guarda observações; esta medida tinha: depois da vacina · etiquetas: UBS',
        imported: true,
      },
    ]);
  });
});

describe('Baby Buddy measurements of the same day', () => {
  it('are one measurement, unless a second value of the same kind needs a row of its own', () => {
    const read = readBabyBuddy(
      child as never,
      {
        weight: [
          { id: 1, child: 1, date: '2026-10-30', weight: 6.1, notes: '' },
          { id: 2, child: 1, date: '2026-10-30', weight: 6.2, notes: '' },
        ],
        height: [{ id: 3, child: 1, date: '2026-10-30', height: 61.5, notes: '' }],
        'head-circumference': [{ id: 4, child: 1, date: '2026-10-30', head_circumference: 40.2, notes: '' }],
      } as never,
      NOW,
    );
    const days = read.rows.map((row) => ('measurement' in row ? row.measurement : null));
    expect(days).toHaveLength(2);
    expect(days[0]).toMatchObject({ headCm: 40.2, lengthCm: 61.5, weightKg: 6.1 });
    expect(days[1]).toMatchObject({ headCm: null, lengthCm: null, weightKg: 6.2 });
  });
});

describe('what a Baby Buddy row brings without a field of its own (#48)', () => {
  it('counts a diaper amount and the tags kept in the note, and a measurement note the curve cannot keep', () => {
    const read = readBabyBuddy(
      child as never,
      {
        changes: [
          {
            id: 1,
            child: 1,
            time: '2026-11-20T15:00:00Z',
            wet: true,
            solid: false,
            amount: 2,
            tags: ['banho', 'vovó'],
          },
          { id: 2, child: 1, time: '2026-11-20T16:00:00Z', wet: true, solid: false, amount: null, tags: [] },
        ] as never,
        weight: [{ id: 3, child: 1, date: '2026-11-18', weight: 6.4, notes: 'balança da farmácia', tags: [] }] as never,
        height: [{ id: 4, child: 1, date: '2026-11-18', height: 61.5, notes: '', tags: ['consulta'] }] as never,
      },
      NOW,
    );
    expect(read.rows.map((row) => [row.label, row.noted])).toEqual([
      ['Fralda #1', { quantidadeFralda: 1, etiquetas: 2 }],
      ['Fralda #2', undefined],
      // Weight and length of one day are one measurement: both notes counted on it.
      ['Peso #3', { observacaoMedida: 2 }],
    ]);
  });
});
