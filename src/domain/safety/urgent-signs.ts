import { SEVERE_ALLERGY_SIGNS } from './concepts/allergy';
import { BREATHING_SIGNS } from './concepts/breathing';
import { BURN_SIGNS } from './concepts/burn';
import { CHOKING_SIGNS } from './concepts/choking';
import { BRUISE_OR_STAIN } from './concepts/colour';
import { UNCONSCIOUS_SIGNS } from './concepts/consciousness';
import { CRISIS_CANNOT_GO_ON_WORDINGS } from './concepts/crisis-cannot-go-on';
import { CRISIS_DISAPPEARING_WORDINGS } from './concepts/crisis-disappearing';
import { CRISIS_DYING_WORDINGS } from './concepts/crisis-dying';
import { CRISIS_HARM_BABY_WORDINGS } from './concepts/crisis-harm-baby';
import { CRISIS_SELF_HARM_WORDINGS } from './concepts/crisis-self-harm';
import { DEHYDRATION_SIGNS } from './concepts/dehydration';
import { DROWNING_SIGNS } from './concepts/drowning';
import { isFallEmergency } from './concepts/fall';
import { BULGING_FONTANELLE_SIGNS } from './concepts/fontanelle';
import { MEDICINE_ERROR_SIGNS } from './concepts/medicine';
import {
  isBreastPain,
  MOTHER_BLEEDING_SIGNS,
  MOTHER_BREATHLESS_SIGNS,
  MOTHER_CHEST_PAIN_SIGNS,
} from './concepts/mother-body';
import { isHeadacheWithVisionChange } from './concepts/mother-headache-vision';
import { POISONING_SIGNS } from './concepts/poison';
import { SEIZURE_SIGNS } from './concepts/seizure';
import { THING_COLOURS } from './concepts/sign-words';
import { isFeverWithSpots } from './concepts/spots';
import { TRAPPED_IN_CAR_SIGNS } from './concepts/trapped-in-car';

/**
 * The signs that must send a mother to 192 first, and the crisis wordings that must send her to
 * CVV 188 and 192 (the list in docs/content-sources.md, "The safety net"), as patterns over a
 * message already in one spelling (`readAsMotherMeant`).
 */

export type EmergencyCategory =
  | 'choking'
  | 'breathing'
  | 'unconscious'
  | 'seizure'
  | 'drowning'
  | 'trapped-in-car'
  | 'poisoning'
  | 'medicine-error'
  | 'fall'
  | 'fever-under-3-months'
  | 'fever-with-spots'
  | 'bulging-fontanelle'
  | 'dehydration'
  | 'burn'
  | 'severe-allergy'
  | 'mother-bleeding'
  | 'mother-chest-pain'
  | 'mother-breathless'
  | 'mother-headache-vision'
  /** Raised by the model's second opinion, with no sign of this list named. */
  | 'other-danger';

export type CrisisCategory =
  | 'crisis-dying'
  | 'crisis-disappearing'
  | 'crisis-self-harm'
  | 'crisis-harm-baby'
  | 'crisis-cannot-go-on';

/** Signs read by pattern alone; falls, fevers and headaches with vision changes need more (below). */
const SIGNS: Partial<Record<EmergencyCategory, RegExp[]>> = {
  choking: CHOKING_SIGNS,
  breathing: BREATHING_SIGNS,
  unconscious: UNCONSCIOUS_SIGNS,
  seizure: SEIZURE_SIGNS,
  drowning: DROWNING_SIGNS,
  'trapped-in-car': TRAPPED_IN_CAR_SIGNS,
  poisoning: POISONING_SIGNS,
  'medicine-error': MEDICINE_ERROR_SIGNS,
  'bulging-fontanelle': BULGING_FONTANELLE_SIGNS,
  dehydration: DEHYDRATION_SIGNS,
  burn: BURN_SIGNS,
  'severe-allergy': SEVERE_ALLERGY_SIGNS,
  'mother-bleeding': MOTHER_BLEEDING_SIGNS,
  'mother-chest-pain': MOTHER_CHEST_PAIN_SIGNS,
  'mother-breathless': MOTHER_BREATHLESS_SIGNS,
};

const CRISES: Record<CrisisCategory, RegExp[]> = {
  'crisis-dying': CRISIS_DYING_WORDINGS,
  'crisis-disappearing': CRISIS_DISAPPEARING_WORDINGS,
  'crisis-self-harm': CRISIS_SELF_HARM_WORDINGS,
  'crisis-harm-baby': CRISIS_HARM_BABY_WORDINGS,
  'crisis-cannot-go-on': CRISIS_CANNOT_GO_ON_WORDINGS,
};

export interface ReadMessage {
  text: string;
  fever: boolean;
  babyAgeMonths: number | null;
}

/** The emergency signs a message (its prevention sentences already set aside) tells of. */
export function emergencySigns({ text: told, fever, babyAgeMonths }: ReadMessage): EmergencyCategory[] {
  const text = told.replace(THING_COLOURS, '$1').replace(BRUISE_OR_STAIN, ' ');
  const found: EmergencyCategory[] = [];
  for (const [category, patterns] of Object.entries(SIGNS) as [EmergencyCategory, RegExp[]][]) {
    if (category === 'mother-chest-pain' && isBreastPain(text)) continue;
    if (patterns.some((p) => p.test(text))) found.push(category);
  }
  if (isHeadacheWithVisionChange(text)) found.push('mother-headache-vision');
  if (isFallEmergency(text, babyAgeMonths)) found.push('fall');
  if (fever && babyAgeMonths !== null && babyAgeMonths < 3) found.push('fever-under-3-months');
  if (isFeverWithSpots(text, fever)) found.push('fever-with-spots');
  return found;
}

const WORDINGS = Object.fromEntries(
  Object.entries(CRISES).map(([category, patterns]) => [category, patterns.map((p) => new RegExp(p.source, 'g'))]),
) as Record<CrisisCategory, RegExp[]>;

/**
 * The text with the crisis wordings of these categories blanked: what else it says, apart from
 * the crisis ("separei os remédios todos pra tomar" is a crisis, not a second emergency).
 */
export function withoutCrisisWords(
  text: string,
  categories: readonly CrisisCategory[] = Object.keys(CRISES) as CrisisCategory[],
): string {
  return categories.flatMap((c) => WORDINGS[c]).reduce((rest, p) => rest.replace(p, ' '), text);
}

/** The crises of the mother herself; what is done to a baby stays an emergency as well. */
export const MOTHERS_OWN_CRISES: readonly CrisisCategory[] = [
  'crisis-dying',
  'crisis-disappearing',
  'crisis-self-harm',
  'crisis-cannot-go-on',
];

export function crisisSigns(text: string): CrisisCategory[] {
  return (Object.entries(CRISES) as [CrisisCategory, RegExp[]][])
    .filter(([, patterns]) => patterns.some((p) => p.test(text)))
    .map(([c]) => c);
}
