import { DANGER_MODEL, type DangerModel } from '../../src/domain/safety/danger-model';
import { detectUrgency, urgencyTier } from '../../src/domain/safety/urgency';
import { openingNumbers } from '../../src/domain/safety/urgent-openings';

/** One phrasing of a set written apart from the patterns, as `npm run safety:score` reads it. */
export interface SafetyCase {
  text: string;
  urgent: boolean;
  /** The number that must come first: 192, CVV 188, or 192 then 188; null for a calm message. */
  expect: '192' | '188' | 'both' | null;
  category: string;
  babyName?: string;
  babyAgeMonths?: number;
}

export interface SafetyScore {
  urgent: number;
  heard: number;
  rightNumber: number;
  calm: number;
  calmTier1: number;
  calmTier2: number;
  misses: string[];
  wrongNumbers: string[];
  calmAlarms: string[];
}

/** The tier and the numbers, in order, that open the answer to this message. */
function readingOf(c: SafetyCase, model: DangerModel): { tier: 1 | 2 | null; numbers: ('192' | '188')[] } {
  const found = detectUrgency(c.text, { name: c.babyName ?? null, ageMonths: c.babyAgeMonths ?? null }, model);
  return { tier: urgencyTier(found), numbers: found ? openingNumbers(found) : [] };
}

/** "192" and "188" need that number first; "both" needs 192 first and 188 right after. */
function isRightNumber(expect: SafetyCase['expect'], numbers: string[]): boolean {
  if (expect === 'both') return numbers[0] === '192' && numbers.includes('188');
  return numbers[0] === expect;
}

/** `model` is the learned reader to score with: the shipped one, or one trained without this set. */
export function scoreSafetySet(cases: SafetyCase[], model: DangerModel = DANGER_MODEL): SafetyScore {
  const score: SafetyScore = {
    urgent: 0,
    heard: 0,
    rightNumber: 0,
    calm: 0,
    calmTier1: 0,
    calmTier2: 0,
    misses: [],
    wrongNumbers: [],
    calmAlarms: [],
  };
  for (const c of cases) {
    const { tier, numbers } = readingOf(c, model);
    if (c.urgent) {
      score.urgent++;
      if (tier === null) {
        score.misses.push(`[${c.category}] ${c.text}`);
        continue;
      }
      score.heard++;
      if (isRightNumber(c.expect, numbers)) score.rightNumber++;
      else score.wrongNumbers.push(`[${c.category}] expected ${c.expect}, got ${numbers.join('+')}: ${c.text}`);
    } else {
      score.calm++;
      if (tier === 1) {
        score.calmTier1++;
        score.calmAlarms.push(c.text);
      }
      if (tier === 2) score.calmTier2++;
    }
  }
  return score;
}
