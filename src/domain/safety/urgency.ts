import { type DangerConcept, hasCrisisWords, possibleDangers } from './danger-concepts';
import { DANGER_MODEL, type DangerModel, readWithModel } from './danger-model';
import { ageInMonthsFromText, mentionsFever } from './fever';
import { readAsMotherMeant } from './mother-speak';
import { isPreparing, isResolved, isToldAsNow, isToldAsPast, meant, mentionsDatedPast } from './sentence-sense';
import {
  type CrisisCategory,
  crisisSigns,
  type EmergencyCategory,
  emergencySigns,
  MOTHERS_OWN_CRISES,
  withoutCrisisWords,
} from './urgent-signs';

export type { DangerConcept } from './danger-concepts';
export type { CrisisCategory, EmergencyCategory } from './urgent-signs';

/**
 * What must come first in an answer to a mother, in two tiers. Tier 1 is certain: a sign of
 * FACTS §4 (192) or a crisis wording (CVV 188), and both when both. Tier 2 is possible: the
 * message touches a danger concept or words of dying or hurting that tier 1 did not confirm,
 * and gets a short calm line with the number instead of the alarm.
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
   * A crisis is heard (certain or possible) and, apart from its words, the message names a danger
   * to the baby's body now, harm already done to the baby, or pills she already took; or the
   * crisis is only the learned reader's guess beside a danger her words name: the possible 192
   * line then comes before the CVV line.
   */
  babyMayBeInDanger: boolean;
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

const MEDICINE_DOSE =
  /\b(quantas gotas|quantos ml|qual (a )?dose|dosagem|quanto de (remedio|dipirona|paracetamol|ibuprofeno|xarope))\b/;

/** Sentences, kept whole across a decimal point ("38.2"). */
const sentencesOf = (message: string) => message.split(/(?:[!?;\n]|\.(?!\d))+/).filter((s) => s.trim().length > 0);

export function detectUrgency(
  message: string,
  baby: BabyOnRecord | null = null,
  model: DangerModel = DANGER_MODEL,
): Urgency | null {
  const sentences = sentencesOf(message);
  const read = sentences.map((s) => readAsMotherMeant(s, baby?.name));
  const whole = read.join(' . ');
  // Tier 1 reads what she tells of now, in earnest, without the parts dated weeks ago; tier 2
  // reads every word she wrote.
  const now = sentences
    .map((s, i) =>
      mentionsDatedPast(read[i] as string)
        ? s
            .split(',')
            .map((part) => readAsMotherMeant(part, baby?.name))
            .filter((part) => !isToldAsPast(part))
            .join(' ')
        : (read[i] as string),
    )
    .filter(isToldAsNow);
  const told = isResolved(whole) ? [] : now.filter((s) => !isPreparing(s)).map(meant);

  const toldNow = now.map(meant).join(' . ');
  const crises = crisisSigns(toldNow);
  const ageFromText = ageInMonthsFromText(whole);
  const babyAgeMonths = ageFromText ?? baby?.ageMonths ?? null;
  const toldText = told.join(' . ');
  const signs = (text: string) => emergencySigns({ text, fever: mentionsFever(text), babyAgeMonths });
  // The crisis line answers what her own crisis words say ("separei os remédios todos"): an
  // emergency must also be told apart from them.
  const apart = crises.length > 0 ? signs(withoutCrisisWords(toldText, MOTHERS_OWN_CRISES)) : null;
  const emergencies = signs(toldText).filter((c) => !apart || apart.includes(c));

  // A certain crisis's own words ("dormir e não acordar") are not a second, possible danger.
  const rest = crises.length > 0 ? withoutCrisisWords(whole) : whole;
  const possible = possibleDangers(rest);
  // A fever is a danger concept while the baby's age is unknown or under 3 months; from 3 months
  // it is a care topic.
  const medicineDose = MEDICINE_DOSE.test(whole);
  // A dose question has its own line, which already names the Disque-Intoxicação and 192.
  const named = possible.concepts.filter(
    (c) =>
      (c !== 'fever' || ((babyAgeMonths === null || babyAgeMonths < 3) && mentionsFever(rest))) &&
      !(medicineDose && c === 'medicine'),
  );
  // The learned reader only raises: it names a danger or a crisis the word families missed, never
  // removes one. Beside a crisis the patterns heard, a danger only the reader guesses is most often
  // the crisis itself ("vou fazer uma besteira"), so the reader is not asked at all: the CVV line
  // stands alone, or with the dangers the patterns named.
  const patternsHeardCrisis = crises.length > 0 || possible.crisis;
  const learned = patternsHeardCrisis ? { emergency: false, crisis: false } : readWithModel(read.join(' '), model);
  const concepts: DangerConcept[] = named.length === 0 && learned.emergency ? ['unnamed-danger'] : named;
  const tookAndGave = TOOK_AND_GAVE.test(whole);
  // The community card follows her words told of now, in earnest (not "morrendo de sono", not a
  // cousin's depression, not last year's), as tier 1 reads them.
  const possibleCrisisInWords = crises.length === 0 && ((possible.crisis && hasCrisisWords(toldNow)) || tookAndGave);
  const possibleCrisis = crises.length === 0 && (possible.crisis || learned.crisis || tookAndGave);
  const crisisHeard = crises.length > 0 || possibleCrisis;
  // Harm she already did to the baby needs 192 first when she also names a sign, or a crisis
  // apart from the harm's own words ("sacudi ele e agora tá quieto demais", "já apertei ela, tenho
  // medo do que eu posso fazer"); the harm's words alone ("sacudi meu bebê") keep the CVV first.
  const harmDone = crisisHeard && DONE_TO_THE_BABY.test(whole) && (named.length > 0 || crisisBesideHarm(whole));
  // A crisis only the reader guesses does not come before a danger her words name.
  const crisisOnlyGuessed = crises.length === 0 && !possible.crisis && !tookAndGave && learned.crisis;
  const babyMayBeInDanger =
    crisisHeard &&
    ((crisisOnlyGuessed && named.length > 0) ||
      (BABY_NAMED.test(rest) && named.some((c) => BABY_BODY_NOW.includes(c)) && !HER_OWN_TREMBLING.test(rest)) ||
      TOOK_HER_PILLS.test(whole) ||
      tookAndGave ||
      harmDone);
  const withHarmDone: DangerConcept[] = harmDone && concepts.length === 0 ? ['unnamed-danger'] : concepts;
  const urgency: Urgency = {
    emergencies,
    crises,
    possibleDangers: emergencies.length > 0 ? [] : withHarmDone,
    possibleCrisis,
    possibleCrisisInWords,
    babyMayBeInDanger,
    medicineDose,
  };
  return urgencyTier(urgency) === null && !urgency.medicineDose ? null : urgency;
}

/** Pills she says she already took: her own body is in danger now, so 192 comes before 188. */
const TOOK_HER_PILLS =
  /\b(tomei|engoli) (uns|umas|varios|varias|muitos|muitas|todos|todas|tudo|um monte|a cartela|o vidro|a caixa|os remedios|os comprimidos)\b/;

/**
 * Harm she says she already did to the baby, not a thought of it ("quase joguei" is a thought),
 * or the baby left alone at home: the baby may need 192 now.
 */
const DONE_TO_THE_BABY =
  /(?<!\bquase )\b(deixei (o bebe|a bebe|ele|ela|\w+) (\w+ ){0,3}(sozinh\w*|e (fui|sai) (pra|para a|na) rua|e sai de casa)|(coloquei|botei|pus|apertei|sacudi|chacoalhei|joguei|bati|tampei|tapei|afoguei|sufoquei|empurrei|derrubei|sacudimos) (\w+ ){0,4}(nele|nela|ele|ela|bebe|cara|rosto|boca|nariz|pescoco|cabeca|parede|chao))\b/;
const DONE_TO_THE_BABY_ALL = new RegExp(DONE_TO_THE_BABY.source, 'g');

/** A crisis in her words apart from the harm she already did. */
function crisisBesideHarm(text: string): boolean {
  const beside = text.replace(DONE_TO_THE_BABY_ALL, ' ');
  return hasCrisisWords(beside) || crisisSigns(beside).length > 0;
}

/** She drank or took something and gave it to the baby too: the baby's poisoning and her crisis at once. */
const TOOK_AND_GAVE =
  /\b(bebi|tomei|engoli) (\w+ ){0,5}e dei (\w+ ){0,3}(pra|para|pro|a|ao) (ela|ele|o bebe|a bebe|\w+)\b/;

/** Her own trembling ("saí do quarto tremendo", "tremo só de lembrar") is not a seizure of the baby. */
const HER_OWN_TREMBLING = /\b((sai|fiquei|estou|eu) (\w+ ){0,3}tremendo|tremo|tremi)\b/;

/** Concepts that, named about the baby beside a crisis, may be a danger to the baby now. */
const BABY_BODY_NOW: DangerConcept[] = [
  'breathing',
  'colour',
  'consciousness',
  'seizure',
  'choking',
  'drowning',
  'burn',
  'allergy',
  'death',
  'dehydration',
  'blood',
];
const BABY_NAMED = /\b(bebe|ele|ela|dele|dela|filh\w*|crianca)\b/;

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
    babyMayBeInDanger: false,
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
    babyMayBeInDanger: emergencies.length === 0 && base.babyMayBeInDanger,
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
