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

/** Plurals whose singular the rules below would get wrong. */
const STEM_EXCEPTIONS: Record<string, string> = {
  gases: 'gas',
  meses: 'mes',
  vezes: 'vez',
  maes: 'mae',
  paes: 'pao',
};

/**
 * Crude pt-BR plural stripping of one folded word, applied the same way to questions and keywords:
 * 'colicas' -> 'colica', 'dentes' -> 'dente', 'raizes' -> 'raiz', 'refeicoes' -> 'refeicao',
 * 'colheres' -> 'colher', 'sinais' -> 'sinal'. Words of up to 3 letters are left alone.
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  const exception = STEM_EXCEPTIONS[word];
  if (exception) return exception;
  if (word.endsWith('oes')) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('zes')) return word.slice(0, -2);
  if (/[aeiou]res$/.test(word)) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('ais')) return `${word.slice(0, -3)}al`;
  if (word.length > 4 && word.endsWith('eis')) return `${word.slice(0, -3)}el`;
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (/[aeo]s$/.test(word)) return word.slice(0, -1);
  return word;
}
