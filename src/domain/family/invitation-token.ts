/**
 * An invitation token as it sits in a link: 128 bits in base64url. Apart from `invitation.ts`, so
 * the login page can check one without loading zod.
 */
export const isInvitationToken = (token: string) => /^[A-Za-z0-9_-]{22}$/.test(token);
