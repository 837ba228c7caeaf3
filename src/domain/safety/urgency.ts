import type { DangerConcept } from './danger-concepts';
import { DANGER_MODEL, type DangerModel, type ModelReading, readWithModel } from './danger-model';
import { readAsMotherMeant } from './mother-speak';
import { chooseNumbers } from './steps/choose-numbers';
import { chooseTier } from './steps/choose-tier';
import { findSigns } from './steps/find-signs';
import { readSentences } from './steps/read-sentences';
import { whoIsInDanger } from './steps/who-is-in-danger';
import type { CrisisCategory, EmergencyCategory } from './urgent-signs';

export type { DangerConcept } from './danger-concepts';
export type { CrisisCategory, EmergencyCategory } from './urgent-signs';

/**
 * What must come first in an answer to a mother, in two tiers. Tier 1 is certain: a sign of the
 * list in docs/content-sources.md, "The safety net" (192), or a crisis wording (CVV 188), and
 * both when both. Tier 2 is possible: the message touches a danger concept or words of dying or
 * hurting that tier 1 did not confirm, and gets a short calm line with the number instead of the
 * alarm.
 */
export interface Urgency {
  emergencies: EmergencyCategory[];
  crises: CrisisCategory[];
  /** Tier 2, only when no emergency was confirmed. */
  possibleDangers: DangerConcept[];
  /** Tier 2, only when no crisis was confirmed. */
  possibleCrisis: boolean;
  /**
   * The possible crisis was heard in her words told of now, in earnest, not only guessed by the
   * learned reader.
   */
  possibleCrisisInWords: boolean;
  /**
   * The 192 lines come before the CVV lines. When both kinds are heard: harm already done to the
   * baby, pills or a poison she already took, or else the learned reader's choice over the whole
   * message.
   */
  opensWith192: boolean;
  /** A question for a medicine dose, which Lu never gives. */
  medicineDose: boolean;
}

export interface BabyOnRecord {
  name?: string | null;
  ageMonths?: number | null;
}

export const urgencyTier = (u: Urgency | null): 1 | 2 | null =>
  !u
    ? null
    : u.emergencies.length + u.crises.length > 0
      ? 1
      : u.possibleDangers.length > 0 || u.possibleCrisis
        ? 2
        : null;

/**
 * What must come first in an answer to this message, read in named steps: the sentences in one
 * spelling and told of now, the signs the patterns hear, the tier of each, whose body is in danger
 * when a crisis is heard, and the numbers in their order. The learned reader is read only when a
 * step needs its answer: to raise, to doubt a tier-1 sign, or to choose the first number.
 */
export function detectUrgency(
  message: string,
  baby: BabyOnRecord | null = null,
  model: DangerModel = DANGER_MODEL,
): Urgency | null {
  const read = readSentences(message, baby);
  const signs = findSigns(read);
  let reading: ModelReading | undefined;
  const reader = () => {
    reading ??= readWithModel(read.forReader, model);
    return reading;
  };
  const tiers = chooseTier(read, signs, reader);
  const people = whoIsInDanger(read.whole, signs.named, signs.crises.length > 0 || tiers.possibleCrisis);
  const numbers = chooseNumbers(read.whole, signs, tiers, people, reader);
  const urgency: Urgency = {
    emergencies: tiers.certain,
    crises: signs.crises,
    possibleDangers: numbers.possibleDangers,
    possibleCrisis: numbers.possibleCrisis,
    possibleCrisisInWords: tiers.possibleCrisisInWords,
    opensWith192: numbers.opensWith192,
    medicineDose: signs.medicineDose,
  };
  return urgencyTier(urgency) === null && !urgency.medicineDose ? null : urgency;
}

/**
 * The model's second opinion, when one is configured: it can only raise a tier, never lower
 * one, so the offline reading alone decides everything it already heard.
 */
export function raisedByOpinion(
  urgency: Urgency | null,
  opinion: { emergency: boolean; crisis: boolean } | null,
): Urgency | null {
  if (!opinion || (!opinion.emergency && !opinion.crisis)) return urgency;
  const base: Urgency = urgency ?? {
    emergencies: [],
    crises: [],
    possibleDangers: [],
    possibleCrisis: false,
    possibleCrisisInWords: false,
    opensWith192: true,
    medicineDose: false,
  };
  const emergencies = opinion.emergency && base.emergencies.length === 0 ? ['other-danger' as const] : base.emergencies;
  const crises = opinion.crisis && base.crises.length === 0 ? ['crisis-cannot-go-on' as const] : base.crises;
  return {
    ...base,
    emergencies,
    crises,
    possibleDangers: emergencies.length > 0 ? [] : base.possibleDangers,
    possibleCrisis: crises.length === 0 && base.possibleCrisis,
    possibleCrisisInWords: crises.length === 0 && base.possibleCrisisInWords,
    opensWith192: (opinion.emergency && base.emergencies.length === 0) || base.opensWith192,
  };
}

/** Words that, typed into a search box, mean a mother may need the SOS screen now. */
const EMERGENCY_SEARCH =
  /\b(engasg\w*|sufoc\w*|afog\w*|convuls\w*|desmai\w*|desacordad\w*|nao respira\w*|parou de respirar|rox\w*|intoxica\w*|envenen\w*|queimad\w*|queimou|caiu|queda|bateu a cabeca|sangr\w*|emergencia|socorro|samu|192|reanima\w*|rcp|heimlich|desengasg\w*|anafila\w*|alergia grave|pilha|bateria|ima|agua sanitaria)\b/;

/** True when a search for these words should show the SOS card above any result. */
export function isEmergencySearch(query: string): boolean {
  const text = readAsMotherMeant(query);
  if (text.length === 0) return false;
  const found = detectUrgency(query);
  return EMERGENCY_SEARCH.test(text) || (found !== null && found.emergencies.length + found.crises.length > 0);
}
