import { describe, expect, it } from 'vitest';
import { afterSignIn } from './after-sign-in';

describe('afterSignIn', () => {
  it('goes back to the invitation she opened', () => {
    expect(afterSignIn('?convite=AbCdEfGhIjKlMnOpQrSt_-')).toBe('/convite/AbCdEfGhIjKlMnOpQrSt_-');
  });

  it('goes to the dashboard otherwise, and never off the app', () => {
    expect(afterSignIn('')).toBe('/dashboard');
    expect(afterSignIn('?convite=//golpe.example/x')).toBe('/dashboard');
    expect(afterSignIn('?convite=curto')).toBe('/dashboard');
    expect(afterSignIn('?next=https://golpe.example')).toBe('/dashboard');
  });
});
