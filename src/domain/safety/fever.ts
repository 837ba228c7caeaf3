/**
 * Fever and age as a mother writes them, read from a message already in one spelling
 * (`readAsMotherMeant`). Fever counts from 37,5 °C axillary (SBP 2025, marked VERIFY in docs/content-sources.md).
 */

export const FEVER_FROM_CELSIUS = 37.5;

const NUMBER_WORDS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  quinze: 15,
  vinte: 20,
  trinta: 30,
};

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

const AGE_UNIT_MONTHS: Record<string, number> = {
  dia: 1 / 30,
  dias: 1 / 30,
  semana: 7 / 30,
  semanas: 7 / 30,
  mes: 1,
  meses: 1,
  mesinho: 1,
  mesinhos: 1,
  ano: 12,
  anos: 12,
  aninho: 12,
  aninhos: 12,
};

/**
 * The baby's age in months when the message gives it ("bebe de 20 dias", "com 6 semanas",
 * "tem 2 meses", "recem nascido"), not a duration ("febre ha 3 dias", "faz 2 dias").
 */
export function ageInMonthsFromText(text: string): number | null {
  if (/\b(recem nascid[oa]s?|rn|neonato)\b/.test(text)) return 0;
  if (
    /\bnasceu (ontem|anteontem|agora|semana passada|(nessa|essa|esta|nesta) semana|(nesse|esse|este|neste) mes|faz pouco|ha pouco)\b/.test(
      text,
    )
  )
    return 0.5;
  const pattern =
    /\b(\d{1,2}|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|quinze|vinte|trinta) (dias?|semanas?|mes|meses|mesinhos?|anos?|aninhos?)\b/g;
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(0, match.index).trimEnd();
    if (!/\b(de|com|tem|tenho|completou|completa|fez|so|apenas|idade|nasceu ha|nasceu faz)$/.test(before)) continue;
    if (/\b(febre|temperatura|vomito|vomitos|diarreia|tosse) de$/.test(before)) continue;
    const count = NUMBER_WORDS[match[1]!] ?? Number(match[1]);
    return count * AGE_UNIT_MONTHS[match[2]!]!;
  }
  return null;
}
