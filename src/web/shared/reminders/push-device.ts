import { api, unwrap } from '@/lib/api';

/** The VAPID key as the Push API wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export class PushUnavailableError extends Error {}

/** Whether this browser can receive Web Push at all (an iPhone only once installed to the home screen). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * Asks permission, then subscribes through the service worker with the server's key. The words
 * of each refusal are the ones the notifications page shows.
 */
export async function subscribeThisDevice(publicKey: string) {
  if (!pushSupported()) throw new PushUnavailableError('Este navegador não recebe notificações.');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushUnavailableError('As notificações foram bloqueadas. Libere nas configurações do navegador.');
  }
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new PushUnavailableError('O navegador não completou a inscrição.');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Reminders ring on her clock: the browser's zone goes to her profile when it is not the one saved. */
export async function sendTimeZone(saved: string) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timeZone || timeZone === saved) return;
  await unwrap(api.reminders['time-zone'].$put({ json: { timeZone } }));
}
