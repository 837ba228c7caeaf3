import { ageInMonthsFromText, mentionsFever } from './fever';
import { readAsMotherMeant } from './mother-speak';
import { crisisSigns, emergencySigns, type CrisisCategory, type EmergencyCategory } from './urgent-signs';

export type { CrisisCategory, EmergencyCategory } from './urgent-signs';

/**
 * What must come first in Lu's answer, whatever answers it: a mother in crisis (CVV 188 and
 * 192), an emergency with the baby or with the mother's own body (192), or a question for a
 * medicine dose, which Lu never gives.
 */
export type Urgency =
  | { kind: 'crisis'; categories: CrisisCategory[] }
  | { kind: 'emergency'; categories: EmergencyCategory[] }
  | { kind: 'medicine-dose' };

export interface BabyOnRecord {
  name?: string | null;
  ageMonths?: number | null;
}

/**
 * Sentences that ask how to prevent or what to do "if" something happens: a mother preparing,
 * not one in an emergency ("como evitar engasgo na papinha?", "o que fazer em caso de convulsão?").
 */
const PREVENTION =
  /\b(como (evitar|prevenir|previnir|proteger|deixar)|para (evitar|prevenir)|pra (evitar|prevenir)|evitar que|prevenir que|o que (fazer|faco|devo fazer) (se|caso|quando|em caso|numa|em uma|durante)|e se (ele|ela|o bebe|a bebe|meu|minha)|se (um dia|algum dia|acontecer|por acaso)|em caso de|curso de|kit de|quais (sao )?(os )?sinais)\b/;

const MEDICINE_DOSE =
  /\b(quantas gotas|quantos ml|qual (a )?dose|dosagem|quanto de (remedio|dipirona|paracetamol|ibuprofeno|xarope))\b/;

/** Sentences, kept whole across a decimal point ("38.2"). */
const sentencesOf = (message: string) => message.split(/(?:[!?;\n]|\.(?!\d))+/).filter((s) => s.trim().length > 0);

export function detectUrgency(message: string, baby: BabyOnRecord | null = null): Urgency | null {
  const sentences = sentencesOf(message).map((s) => readAsMotherMeant(s, baby?.name));
  const whole = sentences.join(' . ');

  const crisis = crisisSigns(whole);
  if (crisis.length > 0) return { kind: 'crisis', categories: crisis };

  const told = sentences.filter((s) => !PREVENTION.test(s)).join(' . ');
  const ageFromText = ageInMonthsFromText(whole);
  const categories = emergencySigns({
    text: told,
    fever: mentionsFever(told),
    babyAgeMonths: ageFromText ?? baby?.ageMonths ?? null,
  });
  if (categories.length > 0) return { kind: 'emergency', categories };

  if (MEDICINE_DOSE.test(whole)) return { kind: 'medicine-dose' };
  return null;
}

/** Words that, typed into a search box, mean a mother may need the SOS screen now. */
const EMERGENCY_SEARCH =
  /\b(engasg\w*|sufoc\w*|afog\w*|convuls\w*|desmai\w*|desacordad\w*|nao respira\w*|parou de respirar|rox\w*|intoxica\w*|envenen\w*|queimad\w*|queimou|caiu|queda|bateu a cabeca|sangr\w*|emergencia|socorro|samu|192|reanima\w*|rcp|heimlich|desengasg\w*|anafila\w*|alergia grave|pilha|bateria|ima|agua sanitaria)\b/;

/** True when a search for these words should show the SOS card above any result. */
export function isEmergencySearch(query: string): boolean {
  const text = readAsMotherMeant(query);
  if (text.length === 0) return false;
  return EMERGENCY_SEARCH.test(text) || ['emergency', 'crisis'].includes(detectUrgency(query)?.kind ?? '');
}
