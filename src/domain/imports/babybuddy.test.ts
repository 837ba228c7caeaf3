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
      'http://babybuddy.local',
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
    expect(read.problems.map((problem) => [problem.text, problem.reason])).toEqual([
      ['feedings #2', 'Horário ilegível'],
      ['feedings #3', 'Horário ilegível'],
      ['feedings #4', 'Horário ilegível'],
      ['weight #5', 'Data ilegível'],
    ]);
  });
});
