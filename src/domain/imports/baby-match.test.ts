import { describe, expect, it } from 'vitest';
import { firstDayOf, proposeBaby, startsBeforeBirth } from './baby-match';
import type { ImportRow } from './import-rows';

const helena = { id: 'h', name: 'Helena', birthDate: '2026-10-24' };
const theo = { id: 't', name: 'Théo Souza', birthDate: '2025-03-12' };
const ana = { id: 'a', name: 'Ana', birthDate: '2025-03-12' };

describe('proposeBaby', () => {
  it('proposes the baby born the same day with the same first name, accents and case aside', () => {
    expect(proposeBaby({ name: 'THEO Lima', birthDate: '2025-03-12' }, [helena, ana, theo])).toBe('t');
  });

  it('proposes the only baby born that day, or the only one with that first name', () => {
    expect(proposeBaby({ name: 'Pedro', birthDate: '2026-10-24' }, [helena, theo])).toBe('h');
    expect(proposeBaby({ name: 'theo', birthDate: '2025-03-13' }, [helena, theo])).toBe('t');
  });

  it('proposes none when nothing matches or two match alike, never her first baby', () => {
    expect(proposeBaby({ name: 'Theo', birthDate: '2025-03-12' }, [helena])).toBeNull();
    expect(proposeBaby({ name: 'Bia', birthDate: '2025-03-12' }, [ana, theo])).toBeNull();
  });

  it('proposes her only baby for a log with no child, and none when she has more', () => {
    expect(proposeBaby(null, [helena])).toBe('h');
    expect(proposeBaby(null, [helena, theo])).toBeNull();
    expect(proposeBaby(null, [])).toBeNull();
  });
});

describe('firstDayOf', () => {
  const event = (occurredAt: string): ImportRow => ({
    key: occurredAt,
    line: 1,
    event: { type: 'mamada', title: null, notes: null, occurredAt, details: {} as never },
  });
  const measured = (measuredOn: string): ImportRow => ({
    key: measuredOn,
    line: 2,
    measurement: { measuredOn, weightKg: 3.2, lengthCm: null, position: null, headCm: null },
  });

  it('takes the earliest day in her time zone, measurements by their own date', () => {
    // 01:30 UTC on the 12th is still the 11th in São Paulo.
    expect(firstDayOf([event('2025-03-20T10:00:00Z'), event('2025-03-12T01:30:00Z')], 'America/Sao_Paulo')).toBe(
      '2025-03-11',
    );
    expect(firstDayOf([event('2025-03-20T10:00:00Z'), measured('2025-03-15')], 'America/Sao_Paulo')).toBe('2025-03-15');
    expect(firstDayOf([], 'America/Sao_Paulo')).toBeNull();
  });
});

describe('startsBeforeBirth', () => {
  it('asks only when the log starts on a day before the birth', () => {
    expect(startsBeforeBirth('2025-03-12', '2026-10-24')).toBe(true);
    expect(startsBeforeBirth('2026-10-24', '2026-10-24')).toBe(false);
    expect(startsBeforeBirth(null, '2026-10-24')).toBe(false);
    expect(startsBeforeBirth(undefined, '2026-10-24')).toBe(false);
  });
});
