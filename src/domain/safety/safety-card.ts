import { detectUrgency } from './urgency';

/** The private card a mother sees after writing in the community: which numbers it gives, 192 first. */
export interface SafetyCard {
  emergency: boolean;
  crisis: boolean;
}

/**
 * Tier 1 only: in the community a card (and the moderators' "Possível crise") follows a sentence
 * the safety net is certain of, not every post that mentions a fever or a fall.
 */
export function safetyCardFor(text: string): SafetyCard | null {
  const found = detectUrgency(text);
  if (!found || found.emergencies.length + found.crises.length === 0) return null;
  return { emergency: found.emergencies.length > 0, crisis: found.crises.length > 0 };
}
