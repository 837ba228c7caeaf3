import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv';
import {
  amountToMl,
  breastSeconds,
  diaperOf,
  durationToSeconds,
  isHuckleberryHeader,
  readHuckleberry,
  wallTimeToInstant,
  weightToKg,
} from './huckleberry';

const HEADER = 'Type,Start,End,Duration,Start Condition,Start Location,End Condition,Notes';
const NOW = new Date('2026-11-26T12:00:00Z');
const read = (lines: string[], timeZone = 'America/Sao_Paulo') =>
  readHuckleberry(csvRecords([HEADER, ...lines].join('\n')), timeZone, NOW);
const eventOf = (line: string) => {
  const [row] = read([line]).rows;
  if (!row || !('event' in row)) throw new Error(`no event read from ${line}`);
  return row.event;
};

describe('the CSV reader', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, on any line ending', () => {
    const text = '\ufeff"Type","Notes"\r\nFeed,"mamou, ""bem"" e\ndormiu"\rSleep,\n\nDiaper,x';
    expect(csvRecords(text)).toEqual([
      { line: 1, cells: ['Type', 'Notes'] },
      { line: 2, cells: ['Feed', 'mamou, "bem" e\ndormiu'] },
      { line: 4, cells: ['Sleep', ''] },
      { line: 6, cells: ['Diaper', 'x'] },
    ]);
  });

  it('reads a cell followed by three million quotes in linear time (a probe file of 2026-11-28 took minutes)', () => {
    const [record] = csvRecords(`a${'"'.repeat(3_000_000)},b`);
    expect(record!.cells[0]!.length).toBe(3_000_001);
    expect(record!.cells[1]).toBe('b');
  });

  it('opens a quoted cell after spaces, and after an empty quoted part, as before', () => {
    expect(csvRecords('  "a,b",c')[0]!.cells).toEqual(['a,b', 'c']);
    expect(csvRecords('"" "x,y"')[0]!.cells).toEqual(['x,y']);
    expect(csvRecords('"a" "b"')[0]!.cells).toEqual(['a "b"']);
  });

  it('knows the header with or without quotes and the ninth column', () => {
    expect(isHuckleberryHeader(csvRecords(`${HEADER},Logged By`)[0]!.cells)).toBe(true);
    expect(
      isHuckleberryHeader(
        csvRecords('"type","start","end","duration","start condition","start location","end condition","notes"')[0]!
          .cells,
      ),
    ).toBe(true);
    expect(isHuckleberryHeader(['Date', 'Event'])).toBe(false);
  });
});

describe('the values of a Huckleberry row', () => {
  it('converts ounces to millilitres and keeps millilitres', () => {
    expect(amountToMl('120ml')).toBe(120);
    expect(amountToMl('3 oz')).toBe(89);
    expect(amountToMl('0.25oz')).toBe(7);
    expect(amountToMl('4,5 oz')).toBe(133);
    expect(amountToMl('a lot')).toBeNull();
    expect(amountToMl('120')).toBeNull();
  });

  it('converts pounds and grams to kilograms', () => {
    expect(weightToKg('3.62 kg')).toBe(3.62);
    expect(weightToKg('8 lb')).toBe(3.629);
    expect(weightToKg('8 lb 4 oz')).toBe(3.742);
    expect(weightToKg('3620 g')).toBe(3.62);
    expect(weightToKg('heavy')).toBeNull();
  });

  it('reads durations, breast minutes and diapers', () => {
    expect(durationToSeconds('01:30')).toBe(5400);
    expect(durationToSeconds('1:05')).toBe(3900);
    expect(durationToSeconds('yellow')).toBeNull();
    expect(breastSeconds('00:10R', 'R')).toBe(600);
    expect(breastSeconds('00:10R', 'L')).toBeNull();
    expect(diaperOf('Pee:medium')).toBe('xixi');
    expect(diaperOf('Poo:medium')).toBe('coco');
    expect(diaperOf('Pee + Poo')).toBe('xixi_e_coco');
    expect(diaperOf('Both, poo:large')).toBe('xixi_e_coco');
    expect(diaperOf('Dry')).toBeNull();
  });

  it("reads the wall-clock time on the family's zone, across a change of offset", () => {
    expect(wallTimeToInstant('2026-03-01 07:30', 'America/Sao_Paulo')?.toISOString()).toBe('2026-03-01T10:30:00.000Z');
    expect(wallTimeToInstant('2026-03-01 07:30', 'Europe/Lisbon')?.toISOString()).toBe('2026-03-01T07:30:00.000Z');
    expect(wallTimeToInstant('2026-07-01 07:30', 'Europe/Lisbon')?.toISOString()).toBe('2026-07-01T06:30:00.000Z');
    expect(wallTimeToInstant('2026-02-31 07:30', 'America/Sao_Paulo')).toBeNull();
    expect(wallTimeToInstant('05/08/2026 09:00', 'America/Sao_Paulo')).toBeNull();
    expect(wallTimeToInstant('2026-03-01 25:00', 'America/Sao_Paulo')).toBeNull();
  });
});

describe('the rows of a Huckleberry export', () => {
  it('reads a breast feeding with both sides, its span and notes', () => {
    expect(eventOf('Feed,2026-03-01 07:30,2026-03-01 07:47,00:17,00:10R,Breast,00:05L,"boa pega, dormiu"')).toEqual({
      type: 'mamada',
      title: null,
      notes: 'boa pega, dormiu',
      occurredAt: '2026-03-01T10:30:00.000Z',
      details: expect.objectContaining({
        feeding: 'peito_esquerdo',
        rightSeconds: 600,
        leftSeconds: 300,
        endedAt: '2026-03-01T10:47:00.000Z',
      }),
    });
    expect(eventOf('Feed,2026-03-01 07:30,,,00:10R,Breast,,').details).toMatchObject({
      feeding: 'peito_direito',
      rightSeconds: 600,
      leftSeconds: null,
    });
  });

  it('reads a bottle in ml or oz, with its milk', () => {
    expect(eventOf('Feed,2026-03-01 07:30,,,Formula,Bottle,3 oz,').details).toMatchObject({
      feeding: 'mamadeira',
      bottleMl: 89,
      milk: 'formula',
    });
    expect(eventOf('Feed,2026-03-01 07:30,,,Breast Milk,Bottle,120ml,').details).toMatchObject({
      bottleMl: 120,
      milk: 'materno',
    });
  });

  it('keeps an amount it cannot read in the notes and lists the row to check', () => {
    const { rows, problems } = read(['Feed,2026-03-01 07:30,,,Formula,Bottle,a lot,']);
    expect(rows).toHaveLength(1);
    expect('event' in rows[0]! && rows[0].event).toMatchObject({ notes: 'a lot', details: { bottleMl: null } });
    expect(problems).toEqual([
      {
        line: 2,
        text: 'Feed,2026-03-01 07:30,,,Formula,Bottle,a lot,',
        reason: expect.stringContaining('Quantidade'),
        imported: true,
      },
    ]);
  });

  it('reads diapers with their consistency and colour in the notes', () => {
    expect(eventOf('Diaper,2026-03-01 07:30,,yellow,soft,,Pee + Poo,')).toMatchObject({
      type: 'fralda',
      notes: 'consistência: pastosa · cor: amarelo',
      details: { diaper: 'xixi_e_coco' },
    });
  });

  it('reads a sleep, and an open one with only its start', () => {
    expect(eventOf('Sleep,2026-03-01 20:00,2026-03-02 06:10,10:10,,,,').details.endedAt).toBe(
      '2026-03-02T09:10:00.000Z',
    );
    const open = read(['Sleep,2026-03-01 20:00,,,,,,']);
    expect(open.rows).toHaveLength(1);
    expect(open.problems[0]).toMatchObject({ imported: true, reason: expect.stringContaining('Sono sem fim') });
  });

  it('reads medicines, pumping, solids and other activities', () => {
    expect(eventOf('Medication,2026-03-01 09:00,,,Vitamin D,Drops,1ml,')).toMatchObject({
      type: 'remedio',
      notes: 'Gotas',
      details: { medicine: 'Vitamin D', dose: '1 ml' },
    });
    expect(eventOf('Pump,2026-03-01 09:00,2026-03-01 09:15,00:15,0ml,,0.25oz,')).toMatchObject({
      type: 'outro',
      title: 'Ordenha',
      notes: '7 ml · Duração: 15 min',
    });
    expect(eventOf('Solids,2026-03-01 12:00,,,banana,,Loved,')).toMatchObject({
      type: 'outro',
      title: 'Papinha',
      notes: 'banana · Adorou',
    });
    expect(eventOf('Tummy Time,2026-03-01 15:00,2026-03-01 15:05,00:05,,,,')).toMatchObject({
      title: 'Tempo de bruços',
      notes: 'Duração: 5 min',
    });
  });

  it('reads a growth row as a weight on its day', () => {
    const { rows, problems } = read(['Growth,2026-03-01 23:30,,,10.1 lb,,,53 cm']);
    expect(rows[0]).toMatchObject({ measurement: { measuredOn: '2026-03-01', weightKg: 4.581, lengthCm: null } });
    expect(problems[0]).toMatchObject({ imported: true, reason: expect.stringContaining('53 cm') });
  });

  it('lists the rows it cannot read and leaves them out', () => {
    const { rows, problems, unreadCount } = read([
      'Teleport,2026-03-01 10:00,,,,,,',
      'Diaper,05/08/2026 09:00,,,,,Pee,',
      'Growth,2026-03-01 10:00,,,heavy,,,',
      'Medication,2026-03-01 10:00,,,,Drops,1ml,',
      'Feed,2026-03-01 10:00,,,,Breast,,',
      'Sleep,2027-03-01 10:00,,,,,,',
    ]);
    expect(rows.map((r) => r.line)).toEqual([2]);
    expect(unreadCount).toBe(5);
    expect(problems.map((p) => [p.line, p.reason])).toEqual([
      [3, 'Data de início ilegível'],
      [4, 'Peso não entendido'],
      [5, 'Remédio sem nome'],
      [6, 'Mamada sem peito nem mamadeira'],
      [7, 'O horário não pode estar no futuro'],
    ]);
  });

  it('counts the rows left out by reason, past the ones it lists (#48)', () => {
    const { problems, unreadCount, skipped } = read([
      ...Array.from({ length: 250 }, () => 'Diaper,05/08/2026 09:00,,,,,Pee,'),
      'Growth,2026-03-01 10:00,,,heavy,,,',
    ]);
    expect(problems).toHaveLength(200);
    expect(unreadCount).toBe(251);
    expect(skipped).toEqual({ 'Data de início ilegível': 250, 'Peso não entendido': 1 });
  });

  it('gives the same rows the same keys, and a repeated row its own', () => {
    const line = 'Diaper,2026-03-01 07:30,,,,,Pee,';
    const first = read([line, line]).rows.map((r) => r.key);
    expect(new Set(first).size).toBe(2);
    expect(read([line, line]).rows.map((r) => r.key)).toEqual(first);
  });
});
