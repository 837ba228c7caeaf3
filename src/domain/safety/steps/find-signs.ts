import { mentionsBabyFever } from '../concepts/fever';
import { TOOK_AND_GAVE } from '../concepts/harm-done-to-the-baby';
import { withoutPartsNotTheBaby } from '../concepts/part-not-the-baby';
import { HARM_THOUGHT } from '../concepts/thoughts';
import { type DangerConcept, possibleDangers } from '../danger-concepts';
import {
  type CrisisCategory,
  crisisSigns,
  type EmergencyCategory,
  emergencySigns,
  MOTHERS_OWN_CRISES,
  withoutCrisisWords,
} from '../urgent-signs';
import type { ReadMessage } from './read-sentences';

/** What the patterns hear in a message, before the learned reader is asked anything. */
export interface Signs {
  /** The crisis wordings she tells of now: tier 1, CVV 188. */
  crises: CrisisCategory[];
  /** The signs of tier 1 she tells of now, told apart from her own crisis words. */
  emergencies: EmergencyCategory[];
  /** The danger concepts of tier 2 in all her words, but a certain crisis's own. */
  named: DangerConcept[];
  /** The rest of her words once a certain crisis's own are set aside. */
  rest: string;
  /** Words of dying or of hurting anywhere in the message. */
  crisisWords: boolean;
  /** She drank or took something and gave it to the baby too. */
  tookAndGave: boolean;
  /** A question for a medicine dose, which Lu never gives. */
  medicineDose: boolean;
}

const MEDICINE_DOSE =
  /\b(quantas gotas|quantos ml|qual (a )?dose|dosagem|quanto de (remedio|dipirona|paracetamol|ibuprofeno|xarope))\b/;
/** Millilitres of milk, formula or water are a feeding question, not a dose ("quantos ml de fórmula"). */
const FEEDING_AMOUNT = /\bquantos ml (\w+ ){0,4}(formula|leite|mamadeira|agua|papinha|suco|mama|toma por mamada)/;

export function findSigns(message: ReadMessage): Signs {
  const { whole, toldNow, toldText, babyAgeMonths } = message;
  const crises = crisisSigns(toldNow);
  const signs = (told: string) => {
    const text = withoutPartsNotTheBaby(told);
    return emergencySigns({ text, fever: mentionsBabyFever(text), babyAgeMonths });
  };
  // The crisis line answers what her own crisis words say ("separei os remédios todos"): an
  // emergency must also be told apart from them.
  const apart =
    crises.length > 0 ? signs(withoutCrisisWords(toldText, MOTHERS_OWN_CRISES).replace(HARM_THOUGHT, ' ')) : null;
  const emergencies = signs(toldText).filter((c) => !apart || apart.includes(c));
  // A certain crisis's own words ("dormir e não acordar") are not a second, possible danger.
  const rest = crises.length > 0 ? withoutCrisisWords(whole) : whole;
  const possible = possibleDangers(rest);
  const medicineDose = MEDICINE_DOSE.test(whole.replace(FEEDING_AMOUNT, ' '));
  // A fever is a danger concept while the baby's age is unknown or under 3 months; from 3 months
  // it is a care topic. A dose question has its own line, which already names the
  // Disque-Intoxicação and 192.
  const named = possible.concepts.filter(
    (c) =>
      (c !== 'fever' || ((babyAgeMonths === null || babyAgeMonths < 3) && mentionsBabyFever(rest))) &&
      !(medicineDose && c === 'medicine'),
  );
  return {
    crises,
    emergencies,
    named,
    rest,
    crisisWords: possible.crisis,
    tookAndGave: TOOK_AND_GAVE.test(whole),
    medicineDose,
  };
}
