import { stemmer } from '@orama/stemmers/portuguese';
import { readAsMotherMeant } from '../../../domain/safety/mother-speak';
import { stripAccents } from '../../../domain/text';

/**
 * How the answer cards and a mother's question are cut into search terms, the same way for both:
 * her spelling made one (accents and case folded, chat abbreviations spelled out, "dorrrr" read
 * as "dor", the baby's name read as "bebe"), the words that say nothing of the subject dropped,
 * and each word brought to its Portuguese stem (Snowball), so "mamando", "mamar" and "mamadas"
 * meet.
 */

/** Words every question has: they would only add noise to the ranking. Folded, as the text is. */
const STOPWORDS = new Set(
  (
    'a o as os um uma uns umas de da do das dos em no na nos nas num numa para pra pro pras pros por pelo pela ' +
    'pelos pelas com sem e ou que se mas nem ja ainda so sim nao entao tambem ate ao aos la aqui ai isso isto ' +
    'esse essa esses essas este esta estes estas aquele aquela meu minha meus minhas seu sua seus suas teu tua ' +
    'nosso nossa dele dela eu voce voces ele ela eles elas me te lhe nos mim comigo tu gente ' +
    'estou estao estava estive esteve ser sou sao era foi fui sera seja tem ter tenho tinha tiver teve ha havia ' +
    'fica ficar fico ficou vai vou ir fazer faco faz fez pode posso podem poderia devo deve devia preciso precisa ' +
    'como qual quais quando onde porque por que quem quanto quanta quantos quantas oque sera ' +
    'muito muita muitos muitas pouco pouca mais menos bem tao tanto todo toda todos todas tudo algum alguma ' +
    'coisa coisas vez vezes hoje agora sempre nunca depois antes entao oi ola bom boa obrigada ' +
    'normal certo errado melhor tipo assim mesmo outro outra ontem desde demais hora horas minuto minutos semana ' +
    'semanas mes meses ano anos idade'
  ).split(' '),
);

/** Abbreviations of baby care that the safety net's spelling does not need. */
const CARE_ABBREVIATIONS: Record<string, string> = {
  rn: 'recem nascido',
  qts: 'quantos',
  qtas: 'quantas',
  qto: 'quanto',
  qta: 'quanta',
  mamae: 'mae',
  amamenta: 'amamentar',
};

/** "tristeeeza" -> "tristeza": three or more of one letter are one, as a mother's emphasis. */
const REPEATED = /([a-z])\1{2,}/g;

/** The text in one spelling: the words, folded, separated by single spaces. */
export function motherSpelling(text: string, babyName?: string | null): string {
  const folded = readAsMotherMeant(text, babyName).replace(REPEATED, '$1');
  // Spelled again: "vccc" or "bbb" became abbreviations only once their letters were one.
  return readAsMotherMeant(folded, babyName)
    .split(' ')
    .map((word) => CARE_ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/** The words of a text, in one spelling. */
export const cardTokens = (text: string): string[] => motherSpelling(text).split(' ').filter(Boolean);

/** Words ending like a diminutive that are words of their own. */
const NOT_DIMINUTIVES = new Set(
  'caminho sozinho sozinha vizinho vizinha carinho cozinha galinha farinha espinha linha ninho vinho marinho rainha adivinha campainha'.split(
    ' ',
  ),
);

/** "ladinho" -> "lado", "perninhas" -> "pernas", "pouquinho" -> "pouco", "cafezinho" -> "cafe". */
function withoutDiminutive(word: string): string {
  const singular = word.replace(/s$/, '');
  if (word.length < 7 || NOT_DIMINUTIVES.has(singular)) return word;
  const plural = word.endsWith('s') ? 's' : '';
  const match = /^(.+?)(z?)(qu|c|)inh([oa])$/.exec(singular);
  if (!match) return word;
  const [, base, z, hard, ending] = match;
  if (z) return `${base}${plural}`;
  return `${base}${hard === 'qu' ? 'c' : hard === 'c' ? 'c' : ''}${ending}${plural}`;
}

/**
 * The stem of one folded word, or null for a word that says nothing of the subject. "-cao" and
 * "-coes" get their accents back first: the stemmer knows "amamentação", not "amamentacao".
 */
export function cardTerm(word: string): string | null {
  if (word.length < 2 || STOPWORDS.has(word) || /^\d+$/.test(word)) return null;
  const plain = withoutDiminutive(word);
  if (STOPWORDS.has(plain)) return null;
  const accented = plain.replace(/cao$/, 'ção').replace(/coes$/, 'ções');
  return stripAccents(stemmer(accented));
}

/** The search terms of a text, in order. */
export const cardTerms = (text: string): string[] =>
  cardTokens(text)
    .map(cardTerm)
    .filter((term): term is string => term !== null);
