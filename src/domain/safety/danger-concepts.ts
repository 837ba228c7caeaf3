/**
 * Tier 2 of the safety net: the danger concepts of docs/content-sources.md ("The safety net") as broad word families, over a
 * message already in one spelling (`readAsMotherMeant`). They do not say that something is
 * happening, only that the message touches it; a calm question that shares a word with an
 * emergency gets a short line with the number, never the alarm. Recall comes from here: a
 * sentence no pattern of tier 1 has seen still names one of these things.
 */

import { ALLERGY } from './concepts/allergy';
import { BLOOD } from './concepts/blood';
import { BREATHING } from './concepts/breathing';
import { BURN } from './concepts/burn';
import { CHOKING } from './concepts/choking';
import { COLOUR } from './concepts/colour';
import { CONSCIOUSNESS } from './concepts/consciousness';
import { CRISIS_WORD_FAMILIES } from './concepts/crisis-words';
import { CRY_FOR_HELP } from './concepts/cry-for-help';
import { DEATH } from './concepts/death';
import { DEHYDRATION } from './concepts/dehydration';
import { DROWNING } from './concepts/drowning';
import { FALL } from './concepts/fall';
import { FEVER } from './concepts/fever';
import { MEDICINE } from './concepts/medicine';
import { MOTHER_BODY } from './concepts/mother-body';
import { POISON } from './concepts/poison';
import { SEIZURE } from './concepts/seizure';

export type DangerConcept =
  | 'breathing'
  | 'colour'
  | 'consciousness'
  | 'seizure'
  | 'choking'
  | 'drowning'
  | 'fall'
  | 'burn'
  | 'poison'
  | 'medicine'
  | 'blood'
  | 'fever'
  | 'dehydration'
  | 'allergy'
  | 'mother-body'
  | 'death'
  | 'cry-for-help'
  /** Heard by the learned reader (`danger-model.ts`) in words no family here names. */
  | 'unnamed-danger';

const CONCEPTS: Record<Exclude<DangerConcept, 'unnamed-danger'>, RegExp> = {
  breathing: BREATHING,
  colour: COLOUR,
  consciousness: CONSCIOUSNESS,
  seizure: SEIZURE,
  choking: CHOKING,
  drowning: DROWNING,
  fall: FALL,
  burn: BURN,
  poison: POISON,
  medicine: MEDICINE,
  blood: BLOOD,
  fever: FEVER,
  dehydration: DEHYDRATION,
  allergy: ALLERGY,
  'mother-body': MOTHER_BODY,
  death: DEATH,
  'cry-for-help': CRY_FOR_HELP,
};

/**
 * Pills or a poison she keeps, gathers, holds, or asks the amount "demais pra uma pessoa" of, not
 * taken: a crisis word, and the CVV line first (`urgency.ts`).
 */
export const PILLS_KEPT =
  /\b(comprimid|remedi|pilul|capsul|cartel|calmant)\w* (\w+ ){0,2}e (guardei|escondi|separei|juntei|estoquei)\b|\b((guard|junt|acumul|separ|estoc|escond)\w* (\w+ ){0,3}|pesquis\w* (\w+ ){0,3}(quant[oa]s|qual|quais) (\w+ ){0,3})(comprimid|remedi|pilul|capsul|cartel|calmant)\w*|\b(cartela|comprimidos|remedios|pilulas|calmantes|vidro de remedio|caixa de remedio) (\w+ ){0,3}na (minha )?mao(?! d[aeo])|\bquant[oa]s? (de )?(\w+ ){0,3}(e|seria|sao|seriam) (demais|letal|fatal|overdose) (pra|para) (uma pessoa|um adulto|adulto|alguem|mim)|\b(comprei|tenho|guardei|escondi|arrumei) (\w+ ){0,2}(chumbinho|veneno|raticida|formicida) (\w+ ){0,3}(nao e (pra|para) (rato|ratos|barata|baratas|formiga|formigas)|(pra|para) mim)/;
/** Her goodbye made ready, nothing done yet: a crisis word, and the CVV line first (`urgency.ts`). */
export const GOODBYE_PREPARED =
  /\b(doei|dei|distribui) (\w+ ){0,3}(roupas|coisas|pertences)|(em paz com a|a) decisao que tomei|organizei (os )?papeis/;
/** Drink taken with pills: a crisis word, and her body harmed already (`urgency.ts`). */
export const DRINK_WITH_PILLS =
  /(bebi|tomei) (\w+ ){0,4}(com|e tomei|junto com) (os |uns |umas |meus |minhas )?(remedios|comprimidos|calmantes|pilulas)/;
/** The baby shaken hard: a crisis word, and harm done to the baby (`urgency.ts`). */
export const SHOOK_HARD = /balancei (\w+ ){0,2}(forte|com forca|de raiva)/;

/** Words of dying, disappearing, hurting oneself or the baby, or of not going on, and of saying goodbye. */
const CRISIS_WORDS = new RegExp(
  `${CRISIS_WORD_FAMILIES.source}|\\b(${[PILLS_KEPT, GOODBYE_PREPARED, DRINK_WITH_PILLS, SHOOK_HARD].map((p) => p.source).join('|')})\\b`,
);

export interface PossibleDangers {
  concepts: DangerConcept[];
  crisis: boolean;
}

export function possibleDangers(text: string): PossibleDangers {
  const concepts = (Object.entries(CONCEPTS) as [DangerConcept, RegExp][])
    .filter(([, pattern]) => pattern.test(text))
    .map(([concept]) => concept);
  return { concepts, crisis: CRISIS_WORDS.test(text) };
}

/** Words of a crisis alone, without the concepts' families. */
export const hasCrisisWords = (text: string) => CRISIS_WORDS.test(text);
