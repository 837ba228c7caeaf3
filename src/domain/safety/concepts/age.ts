/** The baby's age as a mother writes it, read from a message already in one spelling (`readAsMotherMeant`). */

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
