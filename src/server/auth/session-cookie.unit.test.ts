import { makeSignature } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { signedSessionToken } from './session-cookie';

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const NAME = 'lumma.session_token';
const TOKEN = 'Xq3v9dKmZ0aB7cD2eF4gH6iJ8kL1mN5o';

/** The cookie value as better-call sets it: encodeURIComponent(`${token}.${base64 HMAC-SHA256}`). */
async function signed(token: string, secret = SECRET) {
  return encodeURIComponent(`${token}.${await makeSignature(token, secret)}`);
}

describe('signedSessionToken', () => {
  it('returns the token of a cookie better-auth signed, among other cookies', async () => {
    const header = `theme=dark; ${NAME}=${await signed(TOKEN)}; other=1`;
    expect(signedSessionToken(header, NAME, SECRET)).toBe(TOKEN);
  });

  it('reads the value quoted or not percent-encoded, as better-call does', async () => {
    const raw = decodeURIComponent(await signed(TOKEN));
    expect(signedSessionToken(`${NAME}="${await signed(TOKEN)}"`, NAME, SECRET)).toBe(TOKEN);
    expect(signedSessionToken(`${NAME}=${raw}`, NAME, SECRET)).toBe(TOKEN);
  });

  it('takes the first cookie of the name, as better-call does', async () => {
    const good = await signed(TOKEN);
    const other = await signed('another-token-of-someone-else000');
    expect(signedSessionToken(`${NAME}=${good}; ${NAME}=${other}`, NAME, SECRET)).toBe(TOKEN);
    expect(signedSessionToken(`${NAME}=${other}; ${NAME}=${good}`, NAME, SECRET)).toBe(
      'another-token-of-someone-else000',
    );
  });

  it('refuses a tampered token, a tampered signature and another secret', async () => {
    const [, signature] = decodeURIComponent(await signed(TOKEN)).split('.');
    const otherToken = `${TOKEN.slice(0, -1)}p`;
    const flipped = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(signedSessionToken(`${NAME}=${encodeURIComponent(`${otherToken}.${signature}`)}`, NAME, SECRET)).toBeNull();
    expect(signedSessionToken(`${NAME}=${encodeURIComponent(`${TOKEN}.${flipped}`)}`, NAME, SECRET)).toBeNull();
    expect(signedSessionToken(`${NAME}=${await signed(TOKEN, `${SECRET}x`)}`, NAME, SECRET)).toBeNull();
  });

  it('refuses a missing cookie', () => {
    expect(signedSessionToken(null, NAME, SECRET)).toBeNull();
    expect(signedSessionToken('', NAME, SECRET)).toBeNull();
    expect(signedSessionToken('theme=dark; lumma.session_data=x', NAME, SECRET)).toBeNull();
    expect(signedSessionToken(`${NAME}=`, NAME, SECRET)).toBeNull();
  });

  it('refuses malformed values: no signature, a signature of the wrong size or alphabet, bad escapes', async () => {
    const [, signature] = decodeURIComponent(await signed(TOKEN)).split('.');
    for (const value of [
      TOKEN,
      `.${signature}`,
      `${TOKEN}.`,
      `${TOKEN}.${signature!.slice(1)}`,
      `${TOKEN}.${signature}=`,
      `${TOKEN}.${signature!.slice(0, -1)}A`,
      `${TOKEN}.${'*'.repeat(43)}=`,
      `${TOKEN}%ZZ.${signature}`,
    ]) {
      expect(signedSessionToken(`${NAME}=${value}`, NAME, SECRET), value).toBeNull();
    }
  });
});
