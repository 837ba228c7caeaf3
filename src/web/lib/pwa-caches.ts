/** The service worker's cache of API answers: one mother's data, emptied when she signs out. */
export const API_CACHE = 'lumma-api';

/**
 * GET endpoints whose last answer the worker keeps: her session, which Background Sync reads to
 * send only her writes. The screens' data is kept by the page itself, with the time it was
 * fetched (decision 048): a copy from here would show as fetched now.
 */
export const OFFLINE_READABLE_API = [/^\/api\/me$/];

/** Forgets every cached API answer (on sign-out, and before another mother signs in). */
export async function clearApiCache(): Promise<void> {
  if ('caches' in globalThis) await caches.delete(API_CACHE);
}
