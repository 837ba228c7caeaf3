import { describe, expect, it } from 'vitest';
import { INSTALL_REMINDER_MS, type InstallBannerState, isIosDevice, shouldShowInstallBanner } from './install-banner';

const now = Date.UTC(2026, 10, 23, 12);
const hour = 3_600_000;
const base: InstallBannerState = {
  canPrompt: true,
  isIos: false,
  standalone: false,
  neverShow: false,
  dismissedUntil: null,
  now,
};

describe('shouldShowInstallBanner', () => {
  it('shows when the browser offers install, or on iOS where it never does', () => {
    expect(shouldShowInstallBanner(base)).toBe(true);
    expect(shouldShowInstallBanner({ ...base, canPrompt: false, isIos: true })).toBe(true);
  });

  it('hides when install is not available and it is not iOS', () => {
    expect(shouldShowInstallBanner({ ...base, canPrompt: false })).toBe(false);
  });

  it('hides inside the installed app', () => {
    expect(shouldShowInstallBanner({ ...base, standalone: true })).toBe(false);
    expect(shouldShowInstallBanner({ ...base, standalone: true, isIos: true })).toBe(false);
  });

  it('hides for good after "Não mostrar novamente"', () => {
    expect(shouldShowInstallBanner({ ...base, neverShow: true })).toBe(false);
    expect(shouldShowInstallBanner({ ...base, neverShow: true, isIos: true })).toBe(false);
  });

  it('stays hidden for 24 hours after it is closed', () => {
    const closedAgo = (ms: number) => ({ ...base, dismissedUntil: now - ms + INSTALL_REMINDER_MS });
    expect(shouldShowInstallBanner(closedAgo(23 * hour))).toBe(false);
    expect(shouldShowInstallBanner(closedAgo(24 * hour - 1))).toBe(false);
    expect(shouldShowInstallBanner(closedAgo(24 * hour))).toBe(true);
    expect(shouldShowInstallBanner(closedAgo(25 * hour))).toBe(true);
    expect(shouldShowInstallBanner({ ...closedAgo(25 * hour), canPrompt: false, isIos: true })).toBe(true);
  });

  it('keeps never-show above an expired reminder', () => {
    expect(shouldShowInstallBanner({ ...base, neverShow: true, dismissedUntil: now - hour })).toBe(false);
  });
});

describe('isIosDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      0,
      true,
    ],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 0, false],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 5, false],
  ])('%s with %i touch points is iOS: %s', (ua, touch, ios) => {
    expect(isIosDevice(ua, touch)).toBe(ios);
  });
});
