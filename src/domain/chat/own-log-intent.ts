import { oneEditApart, readAsMotherMeant } from '../safety/mother-speak';
import { foldText } from '../text';

/** Today or yesterday on her clock. */
export type LogDay = 'today' | 'yesterday';
/** Which diapers a question is about: any, those with pee, those with poop. */
export type DiaperKind = 'any' | 'xixi' | 'coco';

/** A question about the baby's own records, which her log answers better than any care text. */
export type OwnLogIntent =
  | { kind: 'feeding_count'; day: LogDay }
  | { kind: 'feeding_last' }
  | { kind: 'feeding_side' }
  | { kind: 'feeding_duration' }
  | { kind: 'diaper_count'; day: LogDay; diaper: DiaperKind }
  | { kind: 'diaper_last'; diaper: DiaperKind }
  | { kind: 'sleep_total'; day: LogDay }
  | { kind: 'nap_next' }
  | { kind: 'vaccine_next' }
  | { kind: 'growth' }
  | { kind: 'medicine_last' };

/** Short forms mothers type that the safety net's reading leaves as they are. */
const SHORT_FORMS: Record<string, string> = {
  qtas: 'quantas',
  qts: 'quantas',
  qntas: 'quantas',
  qnts: 'quantas',
  qnt: 'quantas',
  qtos: 'quantos',
  qntos: 'quantos',
  qto: 'quanto',
  qnto: 'quanto',
  qt: 'quanto',
  prox: 'proxima',
  ult: 'ultima',
  mamo: 'mamou',
  dormio: 'dormiu',
  xixis: 'xixi',
  xixizinho: 'xixi',
  cocos: 'coco',
  cocozinho: 'coco',
  soninho: 'soneca',
  sonequinha: 'soneca',
  sonecas: 'soneca',
  cochilo: 'soneca',
  cochilos: 'soneca',
  cochilou: 'dormiu',
  remedinho: 'remedio',
  remedios: 'remedio',
  medicamento: 'remedio',
  medicacao: 'remedio',
  vacinas: 'vacina',
  fraldas: 'fralda',
  mamadas: 'mamada',
  mamadeiras: 'mamadeira',
  seio: 'peito',
};

/** The words this reading needs: a one-letter slip in a long one is read as the word. */
const KEYWORDS = [
  'mamada',
  'mamadas',
  'mamou',
  'mamadeira',
  'fralda',
  'soneca',
  'dormiu',
  'dormir',
  'vacina',
  'remedio',
  'ultima',
  'ultimo',
  'proxima',
  'proximo',
  'quantas',
  'quantos',
  'quanto',
  'percentil',
  'comprimento',
  'altura',
  'atrasada',
  'atrasadas',
  'pendente',
  'pendentes',
];

function corrected(word: string): string {
  if (word.length < 5 || KEYWORDS.includes(word)) return word;
  const keyword = KEYWORDS.find((k) => oneEditApart(word, k));
  return keyword ? (SHORT_FORMS[keyword] ?? keyword) : word;
}

/** The question as words in one spelling: accents, abbreviations and small typos undone. */
export function logWords(question: string): string[] {
  return readAsMotherMeant(question)
    .split(' ')
    .flatMap((word) => (SHORT_FORMS[word] ?? corrected(word)).split(' '))
    .filter(Boolean);
}

/**
 * Words that make a question one of general care, whatever record it names: what a baby should
 * do ("deve", "ideal", "normal"), babies in general ("um bebê", "bebês", "com 2 meses"), how or why.
 */
const GENERAL_WORDS = new Set([
  'deve',
  'devem',
  'deveria',
  'deveriam',
  'devo',
  'precisa',
  'precisam',
  'preciso',
  'ideal',
  'normal',
  'normais',
  'recomendado',
  'recomendada',
  'recomendados',
  'recomenda',
  'esperado',
  'certo',
  'correto',
  'pode',
  'posso',
  'podem',
  'costuma',
  'geralmente',
  // An infinitive asks how to do it ("que horas dar o remédio?"), not when it was done.
  'dar',
  'oferecer',
  'fazer',
  'comecar',
  'como',
  'porque',
  'bebes',
  'criancas',
  'crianca',
  'meses',
  'semanas',
  'mes',
  'semana',
  'anos',
  'ano',
  'idade',
  'demais',
  'suficiente',
  'pouco',
  'muito',
  'mal',
  'ruim',
  'sinal',
  'sinais',
  // A worry told beside a record ("vomitou depois da última mamada") asks for care, not a time.
  'vomitou',
  'vomitando',
  'vomito',
  'golfou',
  'golfada',
  'febre',
  'chora',
  'chorou',
  'chorando',
  'choro',
  'sangue',
  'alergia',
  'dor',
  'colica',
  'diarreia',
  'verde',
  'duro',
  'mole',
  'cheiro',
  'cor',
  'tosse',
  'reacao',
  'desidratado',
  'desidratada',
  'preocupada',
  'preocupado',
  'estranho',
  'estranha',
]);
const GENERAL_PHRASES = [
  /\bum bebe\b/,
  /\buma crianca\b/,
  /\bo que e\b/,
  /\bpor que\b/,
  /\btem que\b/,
  /\brecem nascido/,
  /\bfaz mal\b/,
];

/** Words that tie a question to her own baby and her records. */
const OWN_WORDS = new Set([
  'ele',
  'ela',
  'dele',
  'dela',
  'meu',
  'minha',
  'nosso',
  'nossa',
  'hoje',
  'ontem',
  'agora',
  'ultima',
  'ultimo',
  'mamou',
  'fez',
  'fizemos',
  'dormiu',
  'tomou',
  'deu',
  'dei',
  'demos',
  'trocou',
  'troquei',
  'trocamos',
  'teve',
  'pesou',
  'mediu',
  'registrei',
  'registrado',
  'registrada',
  'anotei',
  'agenda',
]);

const has = (words: Set<string>, ...wanted: string[]) => wanted.some((w) => words.has(w));

function dayOf(words: Set<string>): LogDay | null {
  if (words.has('anteontem')) return null;
  return words.has('ontem') ? 'yesterday' : 'today';
}

function diaperOf(words: Set<string>): DiaperKind {
  const pee = words.has('xixi');
  const poop = words.has('coco');
  if (pee && !poop) return 'xixi';
  if (poop && !pee) return 'coco';
  return 'any';
}

/**
 * What she asks of her own log, or null: "quantas mamadas hj?", "qnd foi a ultima fralda?",
 * "ela dormiu quanto ontem?", "qual peito foi o último?". A question of general care that only
 * names a record ("quantas mamadas um bebê de 2 meses deve fazer?") is not one.
 * `ownNames` are her babies' first names, which tie a question to her baby as "ele" would;
 * `'any'` reads every question as about her baby, to learn cheaply whether one could be.
 */
export function ownLogIntent(question: string, ownNames: string[] | 'any' = []): OwnLogIntent | null {
  const list = logWords(question);
  const text = list.join(' ');
  const words = new Set(list);
  if (list.some((w) => GENERAL_WORDS.has(w)) || GENERAL_PHRASES.some((p) => p.test(text))) return null;
  const names = ownNames === 'any' ? [] : ownNames.map((n) => foldText(n).split(' ')[0]).filter(Boolean);
  const own = ownNames === 'any' || list.some((w) => OWN_WORDS.has(w) || names.includes(w));
  const day = dayOf(words);
  if (!day) return null;

  const howMany = has(words, 'quantas', 'quantos', 'quantidade');
  const last = has(words, 'ultima', 'ultimo');
  const clock = /\b(que|quais) horas?\b/.test(text) || /\bhorario\b/.test(text);
  const since = /\b(faz|ha) quanto tempo\b/.test(text);
  const when = words.has('quando') || clock || since;
  const feeding = has(words, 'mamada', 'mamou', 'mamadeira', 'mamar');
  const diaper = has(words, 'fralda', 'xixi', 'coco');
  const sleep = has(words, 'dormiu', 'soneca', 'sono', 'sonos');
  const next = has(words, 'proxima', 'proximo');

  if (has(words, 'vacina') && (next || has(words, 'atrasada', 'atrasadas', 'pendente', 'pendentes', 'falta', 'faltam')))
    return { kind: 'vaccine_next' };
  if (
    (next && has(words, 'soneca', 'sono', 'dormir', 'soninho')) ||
    /\bjanela de sono\b/.test(text) ||
    (own && /\b(que horas|quando) (ele|ela) (vai )?(dorme|dormir)\b/.test(text))
  )
    return { kind: 'nap_next' };
  if (has(words, 'remedio', 'paracetamol', 'dipirona', 'ibuprofeno', 'simeticona', 'vitamina') && (last || when))
    return { kind: 'medicine_last' };
  if (
    has(words, 'pesa', 'peso', 'pesou', 'mede', 'mediu', 'altura', 'comprimento', 'tamanho', 'percentil') &&
    has(words, 'quanto', 'qual', 'quais', 'que', 'ultima', 'ultimo', 'esta') &&
    own
  )
    return { kind: 'growth' };
  if (has(words, 'peito', 'lado') && (last || has(words, 'qual', 'que')) && (feeding || last || own))
    return { kind: 'feeding_side' };
  if (feeding) {
    if (howMany && own) return { kind: 'feeding_count', day };
    if (/\bquanto tempo\b/.test(text) && !since && (last || own)) return { kind: 'feeding_duration' };
    if (/\b(durou|duracao)\b/.test(text) && (last || own)) return { kind: 'feeding_duration' };
    if (last || clock || since || (when && words.has('foi'))) return { kind: 'feeding_last' };
  }
  if (diaper) {
    if (howMany && own) return { kind: 'diaper_count', day, diaper: diaperOf(words) };
    if (last || clock || (when && has(words, 'fez', 'trocou', 'troquei', 'trocamos', 'foi')))
      return { kind: 'diaper_last', diaper: diaperOf(words) };
    if (words.has('fez') && has(words, 'hoje', 'ontem')) return { kind: 'diaper_count', day, diaper: diaperOf(words) };
  }
  if (sleep && (howMany || has(words, 'quanto', 'total')) && own) return { kind: 'sleep_total', day };
  return null;
}

/** The index of the baby she names by first name in the question, or null when she names none. */
export function namedBaby(question: string, names: string[]): number | null {
  const words = new Set(foldText(question).split(' '));
  const index = names.findIndex((name) => {
    const first = foldText(name).split(' ')[0];
    return first !== undefined && first.length >= 2 && words.has(first);
  });
  return index === -1 ? null : index;
}
