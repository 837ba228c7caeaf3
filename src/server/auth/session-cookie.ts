import { createHmac, timingSafeEqual } from 'node:crypto';

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
  const value = cookieHeader ? firstCookie(cookieHeader, name) : undefined;
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  return timingSafeEqual(Buffer.from(signature, 'base64'), expected) ? token : null;
}

/** better-call's cookie parsing, for one name: the first cookie of that name wins. */
function firstCookie(header: string, name: string): string | undefined {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return undefined;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      return percentDecoded(value);
    }
    index = end + 1;
  }
  return undefined;
}

function percentDecoded(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
