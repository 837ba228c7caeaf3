import { DataSet, type ParsedPattern, parseRawPattern, pattern } from 'obscenity';

/**
 * Our own Portuguese lists, matched against normalize()d text (lower-case ASCII, single spaces),
 * so every pattern is written without accents. "|" is a word boundary: "|cu|" never matches
 * "cuidado", "apicultura" or "curativo"; "|puta|" never matches "computador" or "disputa".
 * A "[r]" stands for a doubled letter that normalize() may have collapsed ("porrrra" → "pora").
 *
 * Left out on purpose, because mothers use them every day in their innocent sense: peito, mama,
 * mamar, seio, bico, pinto (a chick, or the baby's penis at the pediatrician), rola (rolar),
 * pau (wood), pica (picar), bunda (the baby's bottom), xixi, cocô, teta, and vaca or piranha
 * (cow's milk, hair clip) unless aimed at someone.
 * Mild words that are not swearing ("droga", "que saco", "putz") pass too.
 */
type OffenceKind = 'profanity' | 'curse' | 'name-calling';

/**
 * Swear words are refused wherever they appear, even in venting, because the community asks for
 * a gentle register. That includes the mild "merda" and "bosta": they are still palavrões, and
 * "cocô" says the same thing about a diaper.
 */
const PROFANITY = [
  pattern`|por[r]a|`,
  pattern`|porras|`,
  pattern`|caralh`,
  pattern`|carai|`,
  pattern`|caraio|`,
  pattern`|krl|`,
  pattern`|crl|`,
  pattern`|cacete[s]|`,
  pattern`|puta[s]|`,
  pattern`|putaria[s]|`,
  pattern`|putinha[s]|`,
  pattern`|putona[s]|`,
  pattern`|foda`,
  pattern`|fode`,
  pattern`|fodid`,
  pattern`|fodao|`,
  pattern`|fodona|`,
  pattern`|fude`,
  pattern`|fudid`,
  pattern`|merd`,
  pattern`|bosta`,
  pattern`|bostinha`,
  pattern`|buceta`,
  pattern`|boceta`,
  pattern`|xoxota`,
  pattern`|xereca`,
  pattern`|piroca`,
  pattern`|punheta`,
  pattern`|siririca`,
  pattern`|boquete`,
  pattern`|cu|`,
  pattern`|cuzao|`,
  pattern`|cuzona|`,
  pattern`|cuzinho|`,
  pattern`|ar[r]ombado[s]|`,
  pattern`|ar[r]ombada[s]|`,
  // Spelled with "i" it is only ever the homophobic slur; the deer is "veado".
  pattern`|viado[s]|`,
  pattern`|viadinho|`,
  pattern`|viadao|`,
  pattern`|pqp|`,
  pattern`|fdp[s]|`,
  pattern`|vsf|`,
  pattern`|tnc|`,
  pattern`|vtnc|`,
  pattern`|tmnc|`,
  pattern`|vtmnc|`,
  pattern`|pnc|`,
];

/** Telling someone off; the swear-word ones ("vai tomar no cu", "vai se foder") are already profanity. */
const CURSES = [
  pattern`|vai se fer[r]ar|`,
  pattern`|vai te fer[r]ar|`,
  pattern`|va se fer[r]ar|`,
  pattern`|vai se lascar|`,
  pattern`|vai se danar|`,
  pattern`|vai pro inferno|`,
  pattern`|va pro inferno|`,
  pattern`|vai para o inferno|`,
  pattern`|cala a boca|`,
  pattern`|cala essa boca|`,
  pattern`|cala boca|`,
  pattern`|cale a boca|`,
];

/**
 * Insults only count when aimed at someone ("você é uma idiota", "sua burra"): a tired mother
 * who writes "me senti uma idiota" or "sou muito burra" is venting, not attacking.
 */
const INSULTS = [
  'idiota',
  'imbecil',
  'burra',
  'burro',
  'retardada',
  'retardado',
  'otaria',
  'otario',
  'vagabunda',
  'vagabundo',
  'vadia',
  'vaca',
  'anta',
  'jumenta',
  'jumento',
  'estupida',
  'estupido',
  'cretina',
  'cretino',
  'babaca',
  'escrota',
  'escroto',
  'nojenta',
  'nojento',
  'ridicula',
  'ridiculo',
  'trouxa',
  'tapada',
  'tapado',
  'ignorante',
  'palhaca',
  'palhaco',
  'mongoloide',
  'biscate',
  'baranga',
  'invejosa',
  'mal amada',
];

/** Insults also used innocently after "sua"/"seu": "prende com sua piranha", "joga no seu lixo". */
const INSULTS_ONLY_AFTER_YOU_ARE = ['piranha', 'lixo'];

/** "v[o]c[e]" covers "você" and "vc"; "e[h]" covers "é" and "eh". */
const YOU_ARE = ['v[o]c[e] e[h]', 'ce e[h]', 'tu e[s]', 'v[o]c[e] nao passa de', 'tu nao passa[s] de'];
const YOU_ARE_PLURAL = 'v[o]c[e]s sao';
const YOUR = ['sua', 'seu'];
const FILLERS = '[mesmo ][um ][uma ][grande ][baita ][muito ][mt ][mto ][tao ][bem ]';
const PLURAL_FILLERS = '[mesmo ][uns ][umas ][grandes ][muito ][mt ][mto ][tao ][bem ]';

/**
 * "Não significa que você é burra" comforts; the name-calling that follows such a lead is excused.
 * Kept to these exact leads: "não é à toa que você é burra" is still an insult.
 */
export const REASSURANCE_LEAD =
  /\b(?:nao significa|nao quer dizer|nao acho|nao pense|nao ache|ninguem acha|ninguem pensa|ninguem vai achar|ninguem vai pensar) que $/;

function pluralOf(word: string): string {
  return word.endsWith('l') ? `${word.slice(0, -1)}is` : `${word}s`;
}

function nameCallingPatterns(word: string): ParsedPattern[] {
  const youAre = YOU_ARE.map((prefix) => parseRawPattern(`|${prefix} ${FILLERS}${word}|`));
  const youArePlural = parseRawPattern(`|${YOU_ARE_PLURAL} ${PLURAL_FILLERS}${pluralOf(word)}|`);
  return [...youAre, youArePlural];
}

function possessivePatterns(word: string): ParsedPattern[] {
  return YOUR.map((prefix) => parseRawPattern(`|${prefix} ${word}|`));
}

/** Built once by the moderator; each phrase carries its kind so name-calling can be excused. */
export function createOffensiveWords(): DataSet<{ kind: OffenceKind }> {
  const words = new DataSet<{ kind: OffenceKind }>();
  const add = (kind: OffenceKind, patterns: ParsedPattern[]) =>
    words.addPhrase((phrase) => {
      phrase.setMetadata({ kind });
      for (const parsed of patterns) phrase.addPattern(parsed);
      return phrase;
    });
  for (const profanity of PROFANITY) add('profanity', [profanity]);
  for (const curse of CURSES) add('curse', [curse]);
  for (const word of INSULTS) add('name-calling', [...nameCallingPatterns(word), ...possessivePatterns(word)]);
  for (const word of INSULTS_ONLY_AFTER_YOU_ARE) add('name-calling', nameCallingPatterns(word));
  return words;
}
