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

/** Forgets every cached API answer (on sign-out, and before another mother signs in). */
export async function clearApiCache(): Promise<void> {
  if ('caches' in globalThis) await caches.delete(API_CACHE);
}
