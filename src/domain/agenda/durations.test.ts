import { describe, expect, it } from 'vitest';
import { detailsText, formatDuration, timeAgo, timerClock } from './durations';
import { durationSeconds, NO_DETAILS } from './event-details';

describe('durations', () => {
  it.each([
    [0, '0 s'],
    [59, '59 s'],
    [60, '1 min'],
    [45 * 60 + 59, '45 min'],
    [2 * 3600, '2 h'],
    [3600 + 20 * 60, '1 h 20 min'],
  ])('%i seconds read "%s"', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('says how long ago', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(timeAgo(new Date('2026-11-23T11:59:30Z'), now)).toBe('agora');
    expect(timeAgo(new Date('2026-11-23T09:50:00Z'), now)).toBe('há 2 h 10 min');
  });

  it('shows a timer’s clock', () => {
    expect(timerClock(247)).toBe('04:07');
    expect(timerClock(3723)).toBe('1:02:03');
  });

  it('measures an event: a span when it has an end, else the breast sides', () => {
    const start = '2026-11-23T01:00:00.000Z';
    expect(durationSeconds(start, { ...NO_DETAILS, endedAt: '2026-11-23T02:30:00.000Z' })).toBe(5400);
    expect(durationSeconds(start, { ...NO_DETAILS, leftSeconds: 300, rightSeconds: null })).toBe(300);
    expect(durationSeconds(start, NO_DETAILS)).toBeNull();
  });

  it('writes each type’s details in one line', () => {
    const at = '2026-11-23T01:00:00.000Z';
    expect(
      detailsText('mamada', at, { ...NO_DETAILS, feeding: 'peito_direito', leftSeconds: 600, rightSeconds: 480 }),
    ).toBe('Peito direito · E 10 min · D 8 min');
    expect(detailsText('mamada', at, { ...NO_DETAILS, feeding: 'mamadeira', bottleMl: 120, milk: 'formula' })).toBe(
      'Mamadeira · 120 ml · Fórmula',
    );
    expect(detailsText('mamada', at, { ...NO_DETAILS, endedAt: '2026-11-23T01:10:00.000Z' })).toBe('10 min');
    expect(
      detailsText('mamada', at, {
        ...NO_DETAILS,
        feeding: 'peito_esquerdo',
        leftSeconds: 600,
        endedAt: '2026-11-23T01:20:00.000Z',
      }),
    ).toBe('Peito esquerdo · E 10 min');
    expect(detailsText('sono', at, { ...NO_DETAILS, endedAt: '2026-11-23T09:20:00.000Z' })).toBe('8 h 20 min');
    expect(detailsText('fralda', at, { ...NO_DETAILS, diaper: 'xixi_e_coco' })).toBe('Xixi e cocô');
    expect(detailsText('remedio', at, { ...NO_DETAILS, medicine: 'Paracetamol', dose: '5 gotas' })).toBe(
      'Paracetamol · 5 gotas',
    );
    expect(detailsText('outro', at, NO_DETAILS)).toBe('');
  });
});
