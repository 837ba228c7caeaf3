import { ageInMonthsFromText } from '../concepts/age';
import { isResolved } from '../concepts/already-passed';
import { isLaughedAt, meant } from '../concepts/figures-of-speech';
import { isLongAgo, isStoryOfThePast, isToldAsPast, mentionsDatedPast } from '../concepts/past';
import { isPreparing } from '../concepts/preparing';
import { isSomeoneElsesStory } from '../concepts/someone-else';
import { HARM_THOUGHT } from '../concepts/thoughts';
import { readAsMotherMeant } from '../mother-speak';

/** What the steps after this one read of a message. */
export interface ReadMessage {
  /** Every sentence in one spelling: what tier 2 reads. */
  whole: string;
  /** The same sentences joined as one: what the learned reader reads. */
  forReader: string;
  /** What she tells of now, in earnest (not "morrendo de sono"): what the crisis wordings read. */
  toldNow: string;
  /**
   * What tier 1 reads: what she tells of now, without what she is preparing for, without a
   * thought of harm, and nothing when she says it is over.
   */
  toldText: string;
  /** The age she writes, else the age on record. */
  babyAgeMonths: number | null;
}

/**
 * Where a sentence's parts meet: a comma, or a word that brings the story to now when she typed no
 * comma ("tive hemorragia no parto da primeira agora to grávida de novo").
 */
const CLAUSE_BREAK = /,|\s(?=(?:agora|agr|hoje|hj)\b)/i;

/** "Faz 3 semanas que não durmo": a time that lasts until now, not a story that ended. */
const LASTING_UNTIL_NOW = /\b(ha|faz) (\w+ ){1,2}que\b/;
const BACK_TO_NOW = /\b(agora|ainda|neste momento|continua\w*|desde|hoje|de novo|outra vez|voltou a)\b/;

/** Sentences, kept whole across a decimal point ("38.2") and an ellipsis ("ficou azul... de tinta"). */
export const sentencesOf = (message: string) =>
  message.split(/(?:[!?;\n]|(?<!\.)\.(?![\d.]))+/).filter((s) => s.trim().length > 0);

/**
 * True when the sentence tells of this baby or this mother now, in earnest: not laughed at, not
 * someone else's story, not a story of the past. A sentence that is not is read by tier 2 only:
 * it still gets the short line with the number, never the alarm.
 */
export function isToldAsNow(sentence: string): boolean {
  if (isLaughedAt(sentence)) return false;
  if (isSomeoneElsesStory(sentence)) return false;
  if (isStoryOfThePast(sentence)) return false;
  return !isLongAgo(sentence);
}

/**
 * Decides the time of one sentence: what of it is told as now, in one spelling. A sentence is read
 * whole first ("teve convulsão com 2 anos, faz 1 ano" is a story), then part by part: the parts
 * after a dated one go on with the story until one comes back to now ("quando ele tinha 4 anos
 * desmaiou, ficou branquinho e caiu, hoje tem 9").
 */
export function toldAsNow(sentence: string, babyName?: string | null): string | null {
  const read = readAsMotherMeant(sentence, babyName);
  if (!isToldAsNow(read)) return null;
  if (!mentionsDatedPast(read)) return read;
  let inThePast = false;
  const rest = sentence
    .split(CLAUSE_BREAK)
    .map((part) => readAsMotherMeant(part, babyName))
    .filter((part) => {
      if (isToldAsPast(part)) inThePast = !LASTING_UNTIL_NOW.test(part);
      else if (BACK_TO_NOW.test(part)) inThePast = false;
      return !inThePast;
    })
    .join(' ');
  return isToldAsNow(rest) ? rest : null;
}

/**
 * Reads the sentences in one spelling and decides their time: tier 1 reads what she tells of now,
 * in earnest, without the parts dated weeks ago; tier 2 reads every word she wrote.
 */
export function readSentences(
  message: string,
  baby: { name?: string | null; ageMonths?: number | null } | null,
): ReadMessage {
  const sentences = sentencesOf(message);
  const read = sentences.map((s) => readAsMotherMeant(s, baby?.name));
  const whole = read.join(' . ');
  const now = sentences.flatMap((s) => toldAsNow(s, baby?.name) ?? []);
  const told = isResolved(whole) ? [] : now.filter((s) => !isPreparing(s)).map(meant);
  return {
    whole,
    forReader: read.join(' '),
    toldNow: now.map(meant).join(' . '),
    toldText: told.join(' . ').replace(HARM_THOUGHT, ' '),
    babyAgeMonths: ageInMonthsFromText(whole) ?? baby?.ageMonths ?? null,
  };
}
