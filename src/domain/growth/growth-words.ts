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

export type AdviceLevel = 'expected' | 'talk' | 'firm';

/**
 * What a z means for the family, never an alarm without something to do: between −2 and +2 (about
 * 95 children in 100) it is expected; to ±3, worth raising at the next consultation; beyond, to
 * show soon.
 */
export function growthAdvice(z: number): { level: AdviceLevel; text: string } {
  const distance = Math.abs(z);
  if (distance <= 2) return { level: 'expected', text: 'dentro do esperado' };
  if (distance <= 3) {
    return { level: 'talk', text: 'fora da faixa mais comum — vale conversar com o pediatra na próxima consulta' };
  }
  return { level: 'firm', text: 'bem fora da faixa esperada — mostre esta medida ao pediatra ou à UBS em breve' };
}

/** One line for a score: "no percentil 62 — dentro do esperado". */
export function growthSummary({ z, percentile }: { z: number; percentile: number }): string {
  return `${percentileText(percentile)} — ${growthAdvice(z).text}`;
}
