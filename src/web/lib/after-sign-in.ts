/** An invitation token as it sits in a link: 128 bits in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/**
 * Where signing in or up leads: back to the invitation she opened signed out (`?convite=`), else
 * the dashboard. Only an invitation path, so the parameter cannot send her to another site.
 */
export function afterSignIn(search: string): string {
  const token = new URLSearchParams(search).get('convite');
  return token && TOKEN.test(token) ? `/convite/${token}` : '/dashboard';
}
