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

/**
 * How well a name answers the query: 0 the whole name ("mel" → "Mel"), 1 every word of the query is
 * a word of the name ("leite" → "Leite de vaca"), 2 every word starts a word of the name ("melan" →
 * "Melancia"); null when the name does not answer it. Case, accents and hyphens are ignored.
 */
export function nameMatch(query: string, name: string): 0 | 1 | 2 | null {
  const wanted = normalizeSearch(query);
  if (!wanted) return null;
  const named = normalizeSearch(name);
  if (named === wanted) return 0;
  const words = wanted.split(' ');
  const nameWords = named.split(' ');
  if (words.every((w) => nameWords.includes(w))) return 1;
  if (words.every((w) => nameWords.some((n) => n.startsWith(w)))) return 2;
  return null;
}

export interface SearchResult<T> {
  item: T;
  /** Found by its name, not only somewhere in its text. */
  byName: boolean;
}

/**
 * What a search shows, best first: the items whose name answers the query (whole name, then whole
 * word, then the start of a word), then those that only mention it in their text, each in the
 * given order. An empty query keeps every item, in order.
 */
export function searchByName<T>(
  query: string,
  items: T[],
  name: (item: T) => string,
  text: (item: T) => (string | null | undefined)[],
): SearchResult<T>[] {
  if (!normalizeSearch(query)) return items.map((item) => ({ item, byName: false }));
  const ranked = items.flatMap((item, order) => {
    const rank = nameMatch(query, name(item));
    if (rank !== null) return [{ item, rank, order }];
    return matchesSearch(query, name(item), ...text(item)) ? [{ item, rank: 3, order }] : [];
  });
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return ranked.map(({ item, rank }) => ({ item, byName: rank < 3 }));
}

/**
 * The foods' accordion. Without a search: youngest age first, open up to 6 months. With one: the
 * groups holding a food found by name first, in the order of their best result, and open; the
 * groups with text-only matches after, open only when no name answered the search.
 */
export function searchGroups<T extends { minAgeMonths: number }>(results: SearchResult<T>[], searching: boolean) {
  const groups = groupByMinAge(results.map((r) => r.item)).map((group) => {
    const found = results.filter((r) => r.item.minAgeMonths === group.minAgeMonths);
    return {
      ...group,
      items: found.map((r) => r.item),
      byName: found.some((r) => r.byName),
      firstResult: results.findIndex((r) => r.item.minAgeMonths === group.minAgeMonths),
    };
  });
  if (!searching) return groups.map(({ firstResult: _, ...g }) => ({ ...g, open: g.minAgeMonths <= 6 }));
  const anyByName = groups.some((g) => g.byName);
  return groups
    .sort((a, b) => Number(b.byName) - Number(a.byName) || (a.byName ? a.firstResult - b.firstResult : 0))
    .map(({ firstResult: _, ...g }) => ({ ...g, open: g.byName || !anyByName }));
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
