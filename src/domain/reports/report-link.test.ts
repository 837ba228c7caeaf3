import { describe, expect, it } from 'vitest';
import { linkPeriodEndsInTime } from './report-link';

describe('a shared link’s period', () => {
  it('ends on the day the link is made, at the latest', () => {
    expect(linkPeriodEndsInTime('2026-11-23', '2026-11-23')).toBe(true);
    expect(linkPeriodEndsInTime('2026-11-22', '2026-11-23')).toBe(true);
    expect(linkPeriodEndsInTime('2026-11-24', '2026-11-23')).toBe(false);
    expect(linkPeriodEndsInTime('9999-12-31', '2026-11-23')).toBe(false);
  });
});
