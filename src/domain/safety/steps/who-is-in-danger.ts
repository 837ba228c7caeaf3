import { BABY_AT_HER_CRISIS } from '../concepts/baby-at-her-crisis';
import { BABY_SAFE, DONE_TO_THE_BABY, DONE_TO_THE_BABY_ALL } from '../concepts/harm-done-to-the-baby';
import { HER_BODY_HARMED } from '../concepts/her-body-harmed';
import { HARM_THOUGHT, KEEPING_AWAY, THOUGHT_CLAUSE } from '../concepts/thoughts';
import { type DangerConcept, hasCrisisWords } from '../danger-concepts';
import { crisisSigns } from '../urgent-signs';

/** Whose body is in danger now, when a crisis is heard: hers, the baby's, or neither. */
export interface People {
  /** She says the baby is safe now ("ele tá seguro no berço", "ficou com a vó"). */
  babySafe: boolean;
  /** Harm she already did to the baby, or the baby with her where she means to end her life. */
  harmDone: boolean;
  /** Pills or a poison she already took, a cut that bleeds. */
  herBodyHarmed: boolean;
}

/** Asked only when a crisis is heard (`crisisHeard`): without one, nobody's harm is read here. */
export function whoIsInDanger(whole: string, named: DangerConcept[], crisisHeard: boolean): People {
  const babySafe = crisisHeard && BABY_SAFE.test(whole);
  return {
    babySafe,
    harmDone: crisisHeard && !babySafe && isHarmDone(whole, named),
    herBodyHarmed: crisisHeard && HER_BODY_HARMED.test(whole),
  };
}

/**
 * Harm she already did to the baby, not in a thought of it, beside a sign or a crisis apart from
 * the harm's words; or the baby with her where she means to end her life.
 */
function isHarmDone(whole: string, named: DangerConcept[]): boolean {
  const notThought = whole.replace(HARM_THOUGHT, ' ');
  return (
    (DONE_TO_THE_BABY.test(notThought) && (named.length > 0 || crisisBesideHarm(notThought))) ||
    BABY_AT_HER_CRISIS.test(whole.replace(THOUGHT_CLAUSE, ' ').replace(KEEPING_AWAY, ' '))
  );
}

/** A crisis in her words apart from the harm she already did. */
function crisisBesideHarm(text: string): boolean {
  const beside = text.replace(DONE_TO_THE_BABY_ALL, ' ');
  return hasCrisisWords(beside) || crisisSigns(beside).length > 0;
}
