import { describe, expect, it } from 'vitest';
import { OFFLINE_READABLE_API } from './pwa-caches';

describe('what the service worker keeps for offline use', () => {
  it('is API answers, never a photo or video, so no mother’s media outlives her sign-out', () => {
    for (const path of ['/media/Qk3xv9Zt1mWcR2aLp0sYbg.jpg', '/media/user1/avatar-1700000000000.jpg', '/api/me']) {
      expect(
        OFFLINE_READABLE_API.some((pattern) => pattern.test(path)),
        path,
      ).toBe(path.startsWith('/api/'));
    }
  });
});
