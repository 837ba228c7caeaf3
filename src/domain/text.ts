/** Accents off, everything else as typed: "Grão-de-Bico" -> "Grao-de-Bico". */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * Text folded for matching what a person typed: no accents, lower case, every run of
 * punctuation or spaces one space, trimmed. "Recém-nascido, com FEBRE!" -> "recem nascido com febre".
 */
export function foldText(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
