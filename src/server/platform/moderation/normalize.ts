import { resolveConfusablesTransformer } from 'obscenity';

/** Look-alike symbols people swap into words to slip past a filter ("p0rr4", "$ua v@ca"). */
const LEETSPEAK: Record<string, string> = {
  '4': 'a',
  '@': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  '5': 's',
  $: 's',
  '7': 't',
};

/** Only inside a chunk that has letters, so "10 meses" and "(11) 98765-4321" stay numbers. A "!" counts only before more of the word, so "idiota!" keeps its punctuation. */
const LEETSPEAK_CHAR = /[4@31057$]|!(?=[a-z0-9@$])/g;

/** Portuguese has one-letter words; two of them in a row ("é o", "e a") are a sentence, not a spelled-out word. */
const ONE_LETTER_WORDS = new Set(['a', 'e', 'o']);

const confusables = resolveConfusablesTransformer();

/**
 * The form every text is matched in: lower-case ASCII letters and digits separated by single spaces.
 * It undoes the usual disguises (accents, look-alike Unicode, leetspeak, "puuuuta", "p.u.t.a")
 * while keeping real word boundaries, so "computador" or "pau-brasil" never look like profanity.
 */
export function normalize(text: string): string {
  const plain = stripAccents(resolveConfusables(text)).toLowerCase();
  const unleeted = plain.split(/\s+/).map(resolveLeetspeak).join(' ');
  const words = unleeted.replace(/[^a-z0-9]+/g, ' ').trim();
  return collapseRepeatedLetters(joinSpelledOutWords(words));
}

/** Obscenity's table maps Cyrillic, Greek, circled and full-width look-alikes to plain letters. */
function resolveConfusables(text: string): string {
  let resolved = '';
  for (const char of text) {
    const codePoint = confusables.transform(char.codePointAt(0)!);
    if (codePoint !== undefined) resolved += String.fromCodePoint(codePoint);
  }
  return resolved;
}

/**
 * Wider than stripAccents in @domain/text on purpose: NFKD also unfolds compatibility forms
 * (ligatures, superscripts, "º") and \p{M} drops every combining mark, so stacked marks beyond
 * the Latin accents cannot hide a word either.
 */
function stripAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}

function resolveLeetspeak(chunk: string): string {
  if (!/[a-z]/.test(chunk)) return chunk;
  return chunk.replace(LEETSPEAK_CHAR, (char) => LEETSPEAK[char]!);
}

/** "p u t a" and "p.u.t.a" (already spaced out) become "puta"; "é o bebê" stays as it is. */
function joinSpelledOutWords(text: string): string {
  const result: string[] = [];
  let letters: string[] = [];
  const flush = () => {
    const spelledOut = letters.length >= 2 && letters.some((letter) => !ONE_LETTER_WORDS.has(letter));
    if (spelledOut) result.push(letters.join(''));
    else result.push(...letters);
    letters = [];
  };
  for (const word of text.split(' ')) {
    if (/^[a-z]$/.test(word)) {
      letters.push(word);
      continue;
    }
    flush();
    result.push(word);
  }
  flush();
  return result.join(' ');
}

/** No Portuguese word repeats a letter three times, so "puuuuta" and "caraaalho" lose the stretch. */
function collapseRepeatedLetters(text: string): string {
  return text.replace(/([a-z])\1{2,}/g, '$1');
}
