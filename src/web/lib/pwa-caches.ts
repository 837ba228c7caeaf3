/** The service worker's cache of API answers: one mother's data, emptied when she signs out. */
export const API_CACHE = 'lumma-api';

/** GET endpoints whose last answer may be shown offline. */
export const OFFLINE_READABLE_API = [
  /^\/api\/me$/,
  /^\/api\/babies$/,
  /^\/api\/profile$/,
  /^\/api\/agenda\/day$/,
  /^\/api\/agenda\/glance$/,
  // The sleep card (dashboard, agenda) and /sono.
  /^\/api\/agenda\/sleep(\/forecast)?$/,
  /^\/api\/feeding\//,
  /^\/api\/vaccines\//,
  // The daily screens a mother writes in offline (decision 032): her writes show over them.
  /^\/api\/growth(\/curves)?$/,
  /^\/api\/development$/,
  /^\/api\/reminders$/,
  // Lu's conversation, under the questions waiting to be asked.
  /^\/api\/chat\/messages$/,
];

/** The page's own kept answers, per account (decision 048). */
export const KEPT_DB = 'lumma-kept';

/**
 * Forgets every cached API answer, the worker's and the page's kept ones (on sign-out, account
 * deletion, and before another mother signs in).
 */
export async function clearApiCache(): Promise<void> {
  // Not awaited: a connection still open delays the deletion, never the sign-out.
  if ('indexedDB' in globalThis) indexedDB.deleteDatabase(KEPT_DB);
  if ('caches' in globalThis) await caches.delete(API_CACHE);
}
