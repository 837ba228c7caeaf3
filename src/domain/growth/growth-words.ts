/** "62", or the extremes as bounds ("< 1", "> 99"), since "percentil 0" or "100" would read as impossible. */
export function percentileNumber(percentile: number): string {
  if (percentile < 1) return '< 1';
  if (percentile > 99) return '> 99';
  return String(Math.round(percentile));
}

/** "no percentil 62", "abaixo do percentil 1", "acima do percentil 99". */
export function percentileText(percentile: number): string {
  if (percentile < 1) return 'abaixo do percentil 1';
  if (percentile > 99) return 'acima do percentil 99';
  return `no percentil ${percentileNumber(percentile)}`;
}

/** The z-score lines the Caderneta da Criança's growth curves draw (older editions drew percentiles). */
export const CADERNETA_LINES = [-3, -2, 0, 2, 3] as const;
const LOWEST_LINE = CADERNETA_LINES[0];
const HIGHEST_LINE = CADERNETA_LINES[4];

/** "−2", "0", "+2": a line's name as the Caderneta prints it. */
const lineName = (z: number) => (z > 0 ? `+${z}` : z < 0 ? `−${-z}` : '0');

/** Within this of a line, a measure reads "on" it, as a dot drawn on the paper curve would. */
const ON_THE_LINE = 0.05;

/**
 * Where a z-score sits among the Caderneta's lines, so that she can find it in her paper
 * booklet: "na linha 0", "entre as linhas 0 e +2", "abaixo da linha −3", "acima da linha +3".
 */
export function cadernetaLines(z: number): string {
  const on = CADERNETA_LINES.find((line) => Math.abs(z - line) < ON_THE_LINE);
  if (on !== undefined) return `na linha ${lineName(on)}`;
  const above = CADERNETA_LINES.findIndex((line) => line > z);
  if (above === -1) return `acima da linha ${lineName(HIGHEST_LINE)}`;
  if (above === 0) return `abaixo da linha ${lineName(LOWEST_LINE)}`;
  return `entre as linhas ${lineName(CADERNETA_LINES[above - 1]!)} e ${lineName(CADERNETA_LINES[above]!)}`;
}

export type AdviceLevel = 'expected' | 'talk' | 'firm';
export type GrowthIndicatorKey = 'weightForAge' | 'lengthForAge' | 'headForAge' | 'weightForLength';

const EXPECTED = 'dentro do esperado';
const NEXT_VISIT = 'vale conversar com o pediatra na próxima consulta';
const SOON = 'mostre esta medida ao pediatra ou à UBS em breve';

type Finding = { level: AdviceLevel; words?: string };

/**
 * The Caderneta da Criança's and SISVAN's classification of each indicator (Norma Técnica do
 * SISVAN; sources in docs/content-sources.md). The bounds are theirs: eutrofia is −2 ≤ z ≤ +1,
 * so +1 itself is still adequate and −2 itself is not yet "magreza". VERIFY: read in a
 * transcription of SISVAN's table, not yet in the Ministry's own document or the 2024 Caderneta.
 */
const FINDINGS: Record<GrowthIndicatorKey, (z: number) => Finding> = {
  weightForLength: (z) => {
    if (z > 3) return { level: 'firm', words: 'obesidade' };
    if (z > 2) return { level: 'talk', words: 'sobrepeso' };
    if (z > 1) return { level: 'talk', words: 'risco de sobrepeso' };
    if (z < -3) return { level: 'firm', words: 'magreza acentuada' };
    if (z < -2) return { level: 'talk', words: 'magreza' };
    return { level: 'expected' };
  },
  weightForAge: (z) => {
    // SISVAN judges excess weight by weight-for-length, not this: above +2 is only worth a word.
    if (z > 2) return { level: 'talk', words: 'peso elevado para a idade' };
    if (z < -3) return { level: 'firm', words: 'muito baixo peso para a idade' };
    if (z < -2) return { level: 'talk', words: 'baixo peso para a idade' };
    return { level: 'expected' };
  },
  // A tall baby is not a finding.
  lengthForAge: (z) => {
    if (z < -3) return { level: 'firm', words: 'muito baixa estatura para a idade' };
    if (z < -2) return { level: 'talk', words: 'baixa estatura para a idade' };
    return { level: 'expected' };
  },
  // The Caderneta counts a head beyond ±2 z in "provável atraso": soon, not at the next visit.
  headForAge: (z) => {
    if (z < -2) return { level: 'firm', words: 'perímetro cefálico abaixo da faixa esperada' };
    if (z > 2) return { level: 'firm', words: 'perímetro cefálico acima da faixa esperada' };
    return { level: 'expected' };
  },
};

/** The Caderneta's class of a z when it is a finding ("risco de sobrepeso"); none when adequate. */
export const growthFinding = (indicator: GrowthIndicatorKey, z: number) => FINDINGS[indicator](z).words;

const ACTION: Record<AdviceLevel, string> = { expected: EXPECTED, talk: NEXT_VISIT, firm: SOON };

/** What a z means for the family, in the Caderneta's words, never an alarm without something to do. */
export function growthAdvice(indicator: GrowthIndicatorKey, z: number): { level: AdviceLevel; text: string } {
  const { level, words } = FINDINGS[indicator](z);
  return { level, text: words ? `${words}: ${ACTION[level]}` : ACTION[level] };
}

/** Beyond ±2 z of the head: the development classification's "provável atraso" (Caderneta). */
export const headCountsForDevelopment = (z: number) => Math.abs(z) > 2;

/** One line for a score: "no percentil 62, entre as linhas 0 e +2 — dentro do esperado". */
export function growthSummary(indicator: GrowthIndicatorKey, { z, percentile }: { z: number; percentile: number }) {
  return `${percentileText(percentile)}, ${cadernetaLines(z)} — ${growthAdvice(indicator, z).text}`;
}
