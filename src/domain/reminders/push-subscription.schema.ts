import { z } from 'zod';

const base64url = (message: string) =>
  z
    .string({ error: message })
    .min(16, message)
    .max(256, message)
    .regex(/^[A-Za-z0-9_-]+=*$/, message);

/**
 * The push services browsers use. A device's endpoint must be one of them (or an origin the
 * install adds with PUSH_EXTRA_ORIGINS): the server posts to it, so any other address would let
 * a client make the server call where it chooses.
 */
export const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^(.+\.)?push\.services\.mozilla\.com$/,
  /^(.+\.)?notify\.windows\.com$/,
  /^(.+\.)?push\.apple\.com$/,
];

export const PUSH_MESSAGES = {
  endpoint: 'Endereço de notificação inválido',
  keys: 'Chaves de notificação inválidas',
} as const;

/** What `PushSubscription.toJSON()` gives, plus the device's name for the list. */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z.url({ error: PUSH_MESSAGES.endpoint }).max(1000, PUSH_MESSAGES.endpoint),
  keys: z.object(
    { p256dh: base64url(PUSH_MESSAGES.keys), auth: base64url(PUSH_MESSAGES.keys) },
    { error: PUSH_MESSAGES.keys },
  ),
  device: z.string().trim().max(80).optional(),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** Whether the server may post to this endpoint: https on port 443 of a known push service, or an origin the install allows. */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  // The URL parser drops the default port, so any port written here is another one than 443.
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    !url.username &&
    !url.password &&
    PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
  );
}

/** "Chrome no Android", from the browser's user agent: the device list's names. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Navegador';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iPhone'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? `${browser} no ${system}` : browser;
}
