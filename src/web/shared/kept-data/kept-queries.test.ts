import { describe, expect, it } from 'vitest';
import { isKeptQuery, recentDays } from './kept-queries';

const today = new Date(2026, 10, 29, 6, 12);

describe('recentDays', () => {
  it('counts back from today, across a month', () => {
    const days = recentDays(today);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-11-29');
    expect(days.at(-1)).toBe('2026-11-16');
    expect(recentDays(new Date(2026, 2, 2), 3)).toEqual(['2026-03-02', '2026-03-01', '2026-02-28']);
  });
});

describe('isKeptQuery', () => {
  it('keeps what the offline screens read', () => {
    expect(isKeptQuery(['vaccines', 'card'], today)).toBe(true);
    expect(isKeptQuery(['growth', 'baby', 'active'], today)).toBe(true);
    expect(isKeptQuery(['growth-curves', 'F'], today)).toBe(true);
    expect(isKeptQuery(['agenda', 'sleep', 'page', 7], today)).toBe(true);
    expect(isKeptQuery(['reminders', 'list'], today)).toBe(true);
  });

  it('leaves out her session, the outbox and what is read online only', () => {
    expect(isKeptQuery(['session', 'me'], today)).toBe(false);
    expect(isKeptQuery(['outbox', 'u1'], today)).toBe(false);
    expect(isKeptQuery(['chat', 'messages'], today)).toBe(false);
    expect(isKeptQuery(['community', 'feed'], today)).toBe(false);
  });

  it('keeps the agenda of the last 14 days and the days ahead, not older ones', () => {
    expect(isKeptQuery(['agenda', 'day', '2026-11-16'], today)).toBe(true);
    expect(isKeptQuery(['agenda', 'day', '2026-11-15'], today)).toBe(false);
    expect(isKeptQuery(['consultations', 'day', '2026-12-03'], today)).toBe(true);
    expect(isKeptQuery(['agenda', 'glance', '2026-10-01'], today)).toBe(false);
  });
});
