import { describe, expect, it } from 'vitest';
import { consultationSoonText } from './consultation-soon';

const SP = 'America/Sao_Paulo';

describe('consultationSoonText', () => {
  const now = new Date('2026-11-26T12:00:00-03:00');

  it('says today and tomorrow on her clock', () => {
    expect(consultationSoonText(new Date('2026-11-26T16:30:00-03:00'), now, SP)).toBe('hoje, 16:30');
    expect(consultationSoonText(new Date('2026-11-27T10:00:00-03:00'), now, SP)).toBe('amanhã, 10:00');
  });

  it('gives the date further on', () => {
    expect(consultationSoonText(new Date('2026-12-04T09:05:00-03:00'), now, SP)).toBe('04/12, 09:05');
  });

  it('counts days on her zone, not UTC: 23:30 in São Paulo is already tomorrow in UTC', () => {
    expect(consultationSoonText(new Date('2026-11-26T23:30:00-03:00'), now, SP)).toBe('hoje, 23:30');
  });

  it('crosses a month and a year', () => {
    const lastDay = new Date('2026-12-31T20:00:00-03:00');
    expect(consultationSoonText(new Date('2027-01-01T08:00:00-03:00'), lastDay, SP)).toBe('amanhã, 08:00');
  });
});
