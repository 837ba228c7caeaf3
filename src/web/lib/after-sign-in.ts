import { isInvitationToken } from '@domain/family/invitation-token';

/**
 * Where signing in or up leads: back to the invitation she opened signed out (`?convite=`), else
 * the dashboard. Only an invitation path, so the parameter cannot send her to another site.
 */
export function afterSignIn(search: string): string {
  const token = new URLSearchParams(search).get('convite');
  return token && isInvitationToken(token) ? `/convite/${token}` : '/dashboard';
}
