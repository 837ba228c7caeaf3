import { THOUGHT_OF_IT } from '../concepts/thoughts';
import { type DangerConcept, GOODBYE_PREPARED, PILLS_KEPT, possibleDangers } from '../danger-concepts';
import type { ModelReading } from '../danger-model';
import type { Tiers } from './choose-tier';
import type { Signs } from './find-signs';
import type { People } from './who-is-in-danger';

/** The possible lines an answer gives, and which number comes first. */
export interface Numbers {
  /** Tier 2, only when no emergency was confirmed: the 192 line's concepts. */
  possibleDangers: DangerConcept[];
  /** Tier 2, only when no crisis was confirmed: the CVV line. */
  possibleCrisis: boolean;
  /** The 192 lines come before the CVV lines. */
  opensWith192: boolean;
}

/** How far from its middle the order head must be to add a number the words did not hear. */
const ORDER_SURE = 2;

/** Pills kept or a goodbye made ready, nothing done yet: the CVV line comes first. */
export const isPlanPrepared = (whole: string) => PILLS_KEPT.test(whole) || GOODBYE_PREPARED.test(whole);

/**
 * Which number first, when both kinds are heard (decisions 042 and 043): a body harmed already
 * opens with 192; pills kept or a goodbye made ready, nothing done yet, with CVV; a kind that
 * leads (certain beside possible, or named in her words beside one only the reader guesses) opens
 * unless the reader is sure of the other; otherwise the reader's whole-message choice. When the
 * words heard only one kind, the reader adds the other only when it hears it too and is sure.
 */
export function chooseNumbers(
  whole: string,
  signs: Signs,
  tiers: Tiers,
  people: People,
  reader: () => ModelReading,
): Numbers {
  const { crises, named, rest, crisisWords, tookAndGave } = signs;
  const { certain, concepts } = tiers;
  const { babySafe, harmDone, herBodyHarmed } = people;
  const crisisHeard = crises.length > 0 || tiers.possibleCrisis;
  // Harm she already did to the baby or to her own body is a body in danger now, whatever else
  // the message says.
  const possible192: DangerConcept[] =
    certain.length > 0 ? [] : (harmDone || herBodyHarmed) && concepts.length === 0 ? ['unnamed-danger'] : concepts;
  const dangerHeard = certain.length > 0 || possible192.length > 0;
  if (crisisHeard && dangerHeard) {
    const order = reader().orderScore;
    const leading = leadingKind({
      certainDanger: certain.length > 0,
      certainCrisis: crises.length > 0,
      crisisInWords: crises.length > 0 || crisisWords || tookAndGave,
      // A danger named only inside a thought ("pensa em se jogar da passarela") is the crisis's own image.
      dangerInWords:
        certain.length > 0 ||
        harmDone ||
        herBodyHarmed ||
        (named.length > 0 && possibleDangers(rest.replace(THOUGHT_OF_IT, ' ')).concepts.length > 0),
    });
    const opensWith192 =
      herBodyHarmed ||
      certain.some((c) => c.startsWith('mother-')) ||
      tookAndGave ||
      harmDone ||
      (!isPlanPrepared(whole) &&
        !babySafe &&
        (leading === 'danger' ? order <= ORDER_SURE : leading === 'crisis' ? order < -ORDER_SURE : order <= 0));
    return { possibleDangers: possible192, possibleCrisis: tiers.possibleCrisis, opensWith192 };
  }
  if (dangerHeard && reader().crisis && reader().orderScore > ORDER_SURE)
    return { possibleDangers: possible192, possibleCrisis: true, opensWith192: false };
  const readerHearsDanger =
    crisisHeard &&
    !dangerHeard &&
    !babySafe &&
    !isPlanPrepared(whole) &&
    reader().emergency &&
    reader().orderScore < -ORDER_SURE;
  return {
    possibleDangers: readerHearsDanger ? ['unnamed-danger'] : possible192,
    possibleCrisis: tiers.possibleCrisis,
    opensWith192: true,
  };
}

/**
 * The kind that opens unless the reader is sure of the other: a certain kind beside a possible
 * one, or else a kind her words name beside one only the reader guesses; none when both or
 * neither are in her words.
 */
function leadingKind(heard: {
  certainDanger: boolean;
  certainCrisis: boolean;
  dangerInWords: boolean;
  crisisInWords: boolean;
}): 'danger' | 'crisis' | null {
  if (heard.certainDanger) return 'danger';
  if (heard.certainCrisis) return 'crisis';
  if (heard.dangerInWords !== heard.crisisInWords) return heard.dangerInWords ? 'danger' : 'crisis';
  return null;
}
