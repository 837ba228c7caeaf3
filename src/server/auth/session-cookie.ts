import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-call';

/** A signature as better-call writes it: 32 bytes of HMAC in padded base64. */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The session token of a `Cookie` header when better-auth signed it, else null (no cookie, a
 * malformed one, a wrong signature), as better-auth's own getSession decides. better-call, its
 * HTTP layer, sets `encodeURIComponent(token + '.' + base64(HMAC-SHA256(secret, token)))` and
 * reads it back with `getSignedCookie`, which this follows step by step, so that a session the
 * cache accepts is one better-auth would accept, without its round trips.
 */
export function signedSessionToken(cookieHeader: string | null, name: string, secret: string): string | null {
  // better-call's own parser: the first cookie of the name, unquoted and percent-decoded.
  const value = cookieHeader ? parseCookies(cookieHeader).get(name) : undefined;
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  return timingSafeEqual(Buffer.from(signature, 'base64'), expected) ? token : null;
}
