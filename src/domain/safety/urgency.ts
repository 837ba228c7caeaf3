import { type DangerConcept, possibleDangers } from './danger-concepts';
import { ageInMonthsFromText, mentionsFever } from './fever';
import { readAsMotherMeant } from './mother-speak';
import { type CrisisCategory, crisisSigns, type EmergencyCategory, emergencySigns } from './urgent-signs';

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
 * Sentences that ask how to prevent or what to do "if" something happens: a mother preparing,
 * not one in an emergency ("como evitar engasgo na papinha?", "o que fazer em caso de convulsão?").
 */
const PREVENTION =
  /\b(como (evitar|prevenir|previnir|proteger|deixar)|para (evitar|prevenir)|pra (evitar|prevenir)|evitar que|prevenir que|o que (fazer|faco|devo fazer) (se|caso|quando|em caso|numa|em uma|durante)|e se (ele|ela|o bebe|a bebe|meu|minha)|se (um dia|algum dia|acontecer|por acaso)|em caso de|curso de|kit de|quais (sao )?(os )?sinais|medo (de |que |de que )?(ele|ela|o bebe|a bebe|dele|dela|do bebe|da bebe) (se )?\w+(ar|er|ir)\b)\b/;

/** A question about the world, not about a baby now: "qual vacina protege contra convulsão?", "refluxo faz o bebê ficar roxo?". */
const GENERAL_QUESTION =
  /^ ?(qual|quais|existe|o que (causa|provoca|e)|por que|quanto tempo|\w+ (faz|pode fazer|deixa) (o |a )?(bebe|crianca) (ficar|ter))\b/;
const ABOUT_NOW = /\b(agora|esta|estava|estao|ficou|meu|minha|ele|ela|dele|dela)\b/;

/** A sentence laughed at ("kkkk", "hahaha", "rs") is read as a figure of speech: tier 2 at most. */
const LAUGHTER = /\b(k{3,}|(ha){2,}h?|(he){2,}|(rs)+|lol)\b/;

/** Figures of speech that share words with danger: "morrendo de sono", "sem ar de tanto rir", "me mata se". */
const FIGURES_OF_SPEECH =
  /\b((morr\w*|mort[oa]) de (rir|sono|cansaco|fome|calor|frio|vergonha|saudade|medo|vontade|inveja|amor|amores|preguica|susto|tedio|ciumes?|curiosidade)|(mole|molinh[oa]|molenga) de (sono|cansaco|preguica)|sem ar de (tanto )?(rir|gargalhar)|de tanto rir|me (mata|matar|matando) de (rir|vergonha|saudade|raiva)|me mata se|(parece|parecendo|tipo|como) (uma )?queimadura|jog\w* (ele|ela|o bebe|a bebe) (pra|para) (cima|o alto)|nao (aguento|suporto) (mais )?(\w+ )?(chuva|calor|frio|cheiro|gosto|barulho|musica|transito|fila|novela)|(nao aguento|morrendo) (mais )?de (saudade|curiosidade|ansiedade pra)|limite do (cartao|credito|cheque|banco|plano|celular))\b/g;

const meant = (sentence: string) => sentence.replace(FIGURES_OF_SPEECH, ' ');

const MEDICINE_DOSE =
  /\b(quantas gotas|quantos ml|qual (a )?dose|dosagem|quanto de (remedio|dipirona|paracetamol|ibuprofeno|xarope))\b/;

/** Sentences, kept whole across a decimal point ("38.2"). */
const sentencesOf = (message: string) => message.split(/(?:[!?;\n]|\.(?!\d))+/).filter((s) => s.trim().length > 0);

export function detectUrgency(message: string, baby: BabyOnRecord | null = null): Urgency | null {
  const read = sentencesOf(message).map((s) => readAsMotherMeant(s, baby?.name));
  const whole = read.join(' . ');
  // Tier 1 reads what she means; tier 2 reads every word she wrote.
  const earnest = read.filter((s) => !LAUGHTER.test(s));
  const told = earnest
    .filter((s) => !PREVENTION.test(s) && !(GENERAL_QUESTION.test(s) && !ABOUT_NOW.test(s)))
    .map(meant);

  const crises = crisisSigns(earnest.map(meant).join(' . '));
  const ageFromText = ageInMonthsFromText(whole);
  const babyAgeMonths = ageFromText ?? baby?.ageMonths ?? null;
  const toldText = told.join(' . ');
  const emergencies = emergencySigns({ text: toldText, fever: mentionsFever(toldText), babyAgeMonths });

  const possible = possibleDangers(whole);
  // A fever is a danger concept while the baby's age is unknown; from 3 months it is a care topic.
  const medicineDose = MEDICINE_DOSE.test(whole);
  // A dose question has its own line, which already names the Disque-Intoxicação and 192.
  const concepts = possible.concepts.filter(
    (c) => (c !== 'fever' || (babyAgeMonths === null && mentionsFever(whole))) && !(medicineDose && c === 'medicine'),
  );
  const urgency: Urgency = {
    emergencies,
    crises,
    possibleDangers: emergencies.length > 0 ? [] : concepts,
    possibleCrisis: crises.length === 0 && possible.crisis,
    medicineDose,
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
