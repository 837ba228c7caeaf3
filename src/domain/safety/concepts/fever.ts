import { wordFamily } from './word-family';

/** Tier 2: words of a fever and temperature. One alternative a line. */
export const FEVER = wordFamily(
  String.raw`
febr\w*
hipertermia
temperatura
termometro
quentinh[oa]
muito quente
pelando
ardendo
`,
);

/** Fever counts from 37,5 °C axillary (SBP 2025, marked VERIFY in docs/content-sources.md). */
const FEVER_FROM_CELSIUS = 37.5;

const UNITS_THAT_ARE_NOT_DEGREES =
  /^(dias?|semanas?|mes|meses|anos?|ml|kg|g|gramas?|quilos?|cm|centimetros?|minutos?|min|horas?|h|vezes|fraldas?|mamadas?|gotas?|mg|reais)\b/;

/** Every temperature in the text: "38 graus", "37 9" (from "37,9"), "38 e meio", "esta com 38". */
export function temperaturesIn(text: string): number[] {
  const found: number[] = [];
  const pattern = /\b(3[5-9]|4[0-2])(?: (?:e |ponto |virgula )?(\d|meio)\b)?/g;
  for (const match of text.matchAll(pattern)) {
    const whole = Number(match[1]);
    const tenth = match[2] === 'meio' ? 5 : match[2] ? Number(match[2]) : 0;
    const after = text.slice(match.index + match[0].length).trimStart();
    const before = text.slice(0, match.index).trimEnd();
    if (UNITS_THAT_ARE_NOT_DEGREES.test(after)) continue;
    const saysDegrees = /^(graus?|c|celsius|de febre|de temperatura)\b/.test(after);
    const saysTemperature =
      /\b(febre|temperatura|termometro|marcou|marcando|marca|deu|esta com|estava com|com|de|chegou a|subiu para|subiu pra|foi pra|foi para|bateu|passou de)$/.test(
        before,
      );
    if (saysDegrees || saysTemperature || match[2] !== undefined) found.push(whole + tenth / 10);
  }
  return found;
}

const FEVER_WORD = /\b(febre|febril|febrinha|febrezinha|febrao|hipertermia|pelando|fervendo|ardendo)\b/g;
const NO_FEVER_BEFORE = /\b(sem|nao tem|nao teve|nao esta com|nao deu|nunca teve|sem ter)$/;

/** A fever: a temperature from 37,5 °C, or the word without one ("está com febre", not "sem febre"). */
export function mentionsFever(text: string): boolean {
  const temperatures = temperaturesIn(text);
  if (temperatures.length > 0) return temperatures.some((t) => t >= FEVER_FROM_CELSIUS);
  for (const match of text.matchAll(FEVER_WORD)) {
    if (!NO_FEVER_BEFORE.test(text.slice(0, match.index).trimEnd())) return true;
  }
  return false;
}

/** "Estou com febre", "minha febre": the mother's own fever (a mastitis, a cold), not the baby's. */
const HER_OWN_FEVER =
  /\b((eu|tambem) )?(estou|fiquei|ando|tive|tenho|peguei) (\w+ ){0,2}(com )?(febre|febril)\b|\bminha febre\b/g;

/** A fever of the baby: one told of the mother herself is left out. */
export const mentionsBabyFever = (text: string) => mentionsFever(text.replace(HER_OWN_FEVER, ' '));
