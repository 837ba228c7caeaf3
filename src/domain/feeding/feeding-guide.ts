import { stripAccents } from '../text';

/** Search that ignores case, accents and hyphens: "feijao" finds "Feijão", "grao de bico" "Grão-de-bico". */
export function normalizeSearch(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[-\s]+/g, ' ')
    .trim();
}

/** True when every word of the query appears in some field. An empty query matches all. */
export function matchesSearch(query: string, ...fields: (string | null | undefined)[]): boolean {
  const words = normalizeSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearch(fields.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

/** The accordion's labels: "0-6 meses" for foods from birth, else "N+ meses". */
export const minAgeLabel = (minAgeMonths: number) => (minAgeMonths === 0 ? '0-6 meses' : `${minAgeMonths}+ meses`);

export function groupByMinAge<T extends { minAgeMonths: number }>(
  items: T[],
): { minAgeMonths: number; label: string; items: T[] }[] {
  const ages = [...new Set(items.map((i) => i.minAgeMonths))].sort((a, b) => a - b);
  return ages.map((age) => ({
    minAgeMonths: age,
    label: minAgeLabel(age),
    items: items.filter((i) => i.minAgeMonths === age),
  }));
}

/** A food or recipe suits the baby once her age in months reaches its minimum age. */
export const suitsAge = (babyAgeMonths: number | null, minAgeMonths: number) =>
  babyAgeMonths !== null && babyAgeMonths >= minAgeMonths;

/** The recipe card's badge: "Adequado para {baby}" or "Recomendado a partir de N meses". */
export function recipeBadge(baby: { name: string; ageMonths: number } | null, minAgeMonths: number) {
  if (baby && suitsAge(baby.ageMonths, minAgeMonths)) return { suitable: true, text: `Adequado para ${baby.name}` };
  return { suitable: false, text: `Recomendado a partir de ${minAgeMonths} meses` };
}
