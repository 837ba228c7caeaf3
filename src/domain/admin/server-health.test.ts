import { describe, expect, it } from 'vitest';
import { formatBytes, freePercent, isBackupStale, isFreeSpaceLow } from './server-health';

const now = new Date('2026-11-26T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('isBackupStale', () => {
  it.each([
    [1, false],
    [26, false],
    [26.01, true],
    [72, true],
  ])('a backup %s hours old is stale: %s', (hours, stale) => {
    expect(isBackupStale(hoursAgo(hours), now)).toBe(stale);
  });

  it('no backup at all is stale', () => {
    expect(isBackupStale(null, now)).toBe(true);
  });
});

describe('free space', () => {
  it('is low under 10 % of the disk', () => {
    expect(isFreeSpaceLow(9, 100)).toBe(true);
    expect(isFreeSpaceLow(10, 100)).toBe(false);
    expect(freePercent(1, 4)).toBe(25);
    expect(isFreeSpaceLow(0, 0)).toBe(true);
  });

  it('reads sizes in pt-BR', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 kB');
    expect(formatBytes(820 * 1024 * 1024)).toBe('820 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1,3 GB');
  });
});
