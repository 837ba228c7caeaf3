/** The Background Sync tag the page registers after keeping a write, and the worker answers. */
export const OUTBOX_SYNC_TAG = 'lumma-outbox';

/** Background Sync is Chromium's only: the registration may have it, and TypeScript's DOM has not. */
export type MaybeSyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};
