import { detectUrgency } from './urgency';

/** The private card a mother sees after writing in the community: which numbers it gives, 192 first. */
export interface SafetyCard {
  emergency: boolean;
  crisis: boolean;
}

/**
 * In the community a card (and the moderators' "Possível crise") follows a certain emergency or
 * crisis, and a possible crisis heard in her own words ("não aguento mais esse salto", decision
 * 037): a mother who writes the crisis words gets the CVV, however softened. Not a post
 * that only mentions a fever or a fall, nor a crisis only the learned reader guesses, so the
 * moderators' queue holds what a person should look at.
 */
export function safetyCardFor(text: string): SafetyCard | null {
  const found = detectUrgency(text);
  if (!found) return null;
  const emergency = found.emergencies.length > 0;
  const crisis = found.crises.length > 0 || found.possibleCrisisInWords;
  return emergency || crisis ? { emergency, crisis } : null;
}
