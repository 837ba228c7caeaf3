import { foldText } from '../text';

/**
 * Portuguese as mothers type it on a phone, brought to one spelling before the safety net reads
 * it: accents and case folded, chat abbreviations spelled out ("ta" -> "esta", "bb" -> "bebe"),
 * every name for the baby (and her registered name) read as "bebe", and a typo of one letter in
 * a long alarm word ("engasgol", "convulsao" without the "s") corrected.
 */

const SPELLED_OUT: Record<string, string> = {
  bb: 'bebe',
  bebezinho: 'bebe',
  bebezinha: 'bebe',
  bebezao: 'bebe',
  baby: 'bebe',
  nenem: 'bebe',
  nene: 'bebe',
  nenen: 'bebe',
  neni: 'bebe',
  nenezinho: 'bebe',
  nenezinha: 'bebe',
  nenenzinho: 'bebe',
  nenenzinha: 'bebe',
  ta: 'esta',
  tah: 'esta',
  tao: 'estao',
  tava: 'estava',
  tamo: 'estamos',
  to: 'estou',
  tou: 'estou',
  n: 'nao',
  naum: 'nao',
  nn: 'nao',
  q: 'que',
  k: 'que',
  oq: 'o que',
  vc: 'voce',
  mt: 'muito',
  mto: 'muito',
  mtu: 'muito',
  mta: 'muita',
  hj: 'hoje',
  agr: 'agora',
  dps: 'depois',
  pq: 'porque',
  eh: 'e',
  tbm: 'tambem',
  tb: 'tambem',
  msm: 'mesmo',
  cm: 'com',
  sg: 'sangue',
  qnd: 'quando',
  qndo: 'quando',
  qdo: 'quando',
  qd: 'quando',
  dnv: 'de novo',
  cmg: 'comigo',
  td: 'tudo',
  tds: 'todos',
  ngm: 'ninguem',
  nd: 'nada',
  qse: 'quase',
  vo: 'vou',
  hr: 'hora',
  hrs: 'horas',
  mts: 'muitos',
  aki: 'aqui',
  tbem: 'tambem',
  kd: 'cade',
  febri: 'febre',
  saino: 'saindo',
  gemeno: 'gemendo',
  chorano: 'chorando',
  tremeno: 'tremendo',
  tossino: 'tossindo',
  dormino: 'dormindo',
  mamano: 'mamando',
  caino: 'caindo',
  babano: 'babando',
  c: 'com',
  p: 'pra',
  vdd: 'verdade',
  vzs: 'vezes',
  vz: 'vez',
};

/** The long words the safety net listens for; a one-letter slip in one of them is read as the word. */
const ALARM_WORDS = [
  'engasgou',
  'engasgado',
  'engasgada',
  'engasgando',
  'respirando',
  'respirar',
  'respira',
  'convulsao',
  'convulsionando',
  'convulsionou',
  'desmaiou',
  'desmaiado',
  'desmaiada',
  'desacordado',
  'desacordada',
  'inconsciente',
  'afogou',
  'afogado',
  'afogada',
  'afogando',
  'afogamento',
  'sanitaria',
  'desinfetante',
  'detergente',
  'moleira',
  'estufada',
  'estufado',
  'desidratado',
  'desidratada',
  'queimadura',
  'queimou',
  'roxinho',
  'roxinha',
  'arroxeado',
  'arroxeada',
  'azulado',
  'azulada',
  'vomitando',
  'vomitou',
  'sangrando',
  'sangramento',
  'absorvente',
  'desaparecer',
  'suicidio',
  'machucar',
  'aguento',
  'aguentando',
  'engoliu',
];

/** Words a letter away from an alarm word that are words of their own. */
const KNOWN_WORDS = new Set([
  'engasgo',
  'engasgar',
  'engasga',
  'respiro',
  'afagou',
  'afogar',
  'respirei',
  'respiram',
  'queimei',
  'queimar',
  'machucou',
  'aguenta',
  'engolir',
  'engoli',
  'coxinha',
  'rosinha',
  'rosinho',
  'rosinhas',
  'rosinhos',
  'coxinhas',
  'sangrou',
  'vomitar',
]);

const ALARM_BY_LENGTH = new Map<number, string[]>();
for (const word of ALARM_WORDS) ALARM_BY_LENGTH.set(word.length, [...(ALARM_BY_LENGTH.get(word.length) ?? []), word]);

/** True when a and b differ by one edit: a letter changed, added, removed, or two swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function corrected(word: string): string {
  if (word.length < 6 || KNOWN_WORDS.has(word) || ALARM_WORDS.includes(word)) return word;
  for (const length of [word.length - 1, word.length, word.length + 1]) {
    const match = ALARM_BY_LENGTH.get(length)?.find((alarm) => oneEditApart(word, alarm));
    if (match) return match;
  }
  return word;
}

/** An age typed short: "2a" is 2 anos, "4m" is 4 meses. */
const AGE_SHORTHAND = /^(\d{1,2})(a|m)$/;

/** The message in one spelling, words separated by single spaces. */
export function readAsMotherMeant(message: string, babyName?: string | null): string {
  const name = babyName ? foldText(babyName).split(' ')[0] : undefined;
  return foldText(message)
    .split(' ')
    .map((word) => {
      if (name && name.length >= 3 && word === name) return 'bebe';
      const age = AGE_SHORTHAND.exec(word);
      if (age) return `${age[1]} ${age[2] === 'a' ? 'anos' : 'meses'}`;
      return SPELLED_OUT[word] ?? corrected(word);
    })
    .join(' ');
}
