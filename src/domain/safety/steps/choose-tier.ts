import { type DangerConcept, hasCrisisWords } from '../danger-concepts';
import type { ModelReading } from '../danger-model';
import type { EmergencyCategory } from '../urgent-signs';
import type { Signs } from './find-signs';
import type { ReadMessage } from './read-sentences';

/** The tier each kind of danger gets, before the numbers are chosen. */
export interface Tiers {
  /** The signs of tier 1 the learned reader did not doubt. */
  certain: EmergencyCategory[];
  /** Tier 2 dangers: the concepts her words name, or one only the reader heard or doubted. */
  concepts: DangerConcept[];
  /** Tier 2 crisis, when no crisis wording was certain. */
  possibleCrisis: boolean;
  /** The possible crisis was heard in her words told of now, not only guessed by the reader. */
  possibleCrisisInWords: boolean;
}

/**
 * Below this emergency score the reader hears no danger in the message's words, and a sign of
 * tier 1 it holds is read as possible (a probability of about 0.05; chosen by leave-one-set-out on
 * the holdouts 26k, 26l and 26m beside the patterns written before them, decision 042).
 */
const TIER_ONE_DOUBT = -3;
/**
 * Signs whose own words leave no calm reading, and which the reader never learned: a baby shut in
 * a car ("trancado" is also a word of her crisis, which the reader weighs as no danger).
 */
const NEVER_DOUBTED: readonly EmergencyCategory[] = ['trapped-in-car'];
const HAPPENING_NOW = /\b(agora|neste momento|socorro|urgente|me ajud\w*|rapido|pelo amor de deus)\b/;
/**
 * Below this score the reader hears no danger told of now: a danger word alone
 * ("como sei se ele tá desidratado?", "caiu da cama ontem mas tá ótimo")
 * gets its care answer, whose "quando procurar atendimento" names the signs, without a tier-2
 * line: a mother told "ligue 192" for every other question stops reading it. Chosen on the dev
 * sets (decision 053).
 */
const TIER_TWO_QUIET = -2;
/** She tells it is happening now or has just happened: a tier-2 line whatever the reader hears. */
const JUST_NOW = /\b(agora|agr|neste momento|socorro|urgente|me ajud\w*|rapido|pelo amor de deus|acab(ei|ou|a) de)\b/;

/**
 * The learned reader raises: it names a danger or a crisis the word families missed. Beside a
 * crisis the patterns heard, a danger only the reader guesses is most often the crisis itself
 * ("vou fazer uma besteira"), so it is not asked to raise one. A sign of tier 1 in a message where
 * the reader hears no danger at all ("a moleira é molinha em cima, normal?", "ele não tá roxo nem
 * nada") is read as possible: tier 2 keeps its line with 192. A sign she says is happening now, a
 * cry for help, or a sign of NEVER_DOUBTED is never doubted. The reader also quiets: tier 2's
 * danger words alone, where it hears no danger, get no line.
 */
export function chooseTier(message: ReadMessage, signs: Signs, reader: () => ModelReading): Tiers {
  const { crises, emergencies, named, crisisWords, tookAndGave } = signs;
  const learned = crises.length > 0 || crisisWords ? { emergency: false, crisis: false } : reader();
  const doubted =
    emergencies.length > 0 &&
    !emergencies.some((sign) => NEVER_DOUBTED.includes(sign)) &&
    crises.length === 0 &&
    !HAPPENING_NOW.test(message.toldText) &&
    reader().emergencyScore < TIER_ONE_DOUBT;
  const possibleCrisis = crises.length === 0 && (crisisWords || learned.crisis || tookAndGave);
  return {
    certain: doubted ? [] : emergencies,
    concepts:
      !doubted && !possibleCrisis && quiet(message, reader)
        ? []
        : named.length === 0 && (learned.emergency || doubted)
          ? ['unnamed-danger']
          : named,
    possibleCrisis,
    // The community card follows her words told of now, in earnest (not "morrendo de sono", not a
    // cousin's depression, not last year's), as tier 1 reads them.
    possibleCrisisInWords: crises.length === 0 && ((crisisWords && hasCrisisWords(message.toldNow)) || tookAndGave),
  };
}

/**
 * No danger the reader hears, and nothing she tells as happening now. Beside a possible crisis,
 * which gets its line anyway, a danger word may be someone's harm in mind ("precisa afogar o
 * bebê"): never quieted there.
 */
const quiet = (message: ReadMessage, reader: () => ModelReading) =>
  !JUST_NOW.test(message.toldText) && reader().emergencyScore < TIER_TWO_QUIET;
