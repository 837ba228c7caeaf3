/**
 * The values Baby Buddy and Huckleberry write in English, and the words a mother reads in their
 * place. Both readers take their words from here, so a value one of them can produce and this
 * table lacks fails `imported-values.test.ts`. A value the table does not know (a newer app, a
 * family's own word) is shown as it came.
 */

/** Baby Buddy's choices, as its API sends them (v2.10, and the colours added after it). */
export const BABY_BUDDY_VALUES = {
  colour: ['black', 'brown', 'gray', 'green', 'orange', 'red', 'white', 'yellow'],
  feedingType: ['breast milk', 'formula', 'fortified breast milk', 'solid food'],
  feedingMethod: ['bottle', 'left breast', 'right breast', 'both breasts', 'parent fed', 'self fed'],
  unit: ['mg', 'ml', 'tablets', 'drops'],
} as const;

/**
 * Huckleberry's words as its export writes them (any case): the app's colours and consistencies
 * of a diaper, the medicine forms and solid-food reactions seen in real exports, its activities.
 */
export const HUCKLEBERRY_VALUES = {
  colour: ['yellow', 'brown', 'black', 'green', 'red', 'gray'],
  consistency: ['soft', 'solid', 'loose', 'runny', 'mucousy', 'hard', 'pebbles', 'diarrhea'],
  medicineForm: ['drops', 'liquid', 'tablet', 'capsule', 'cream', 'suppository', 'spray'],
  reaction: ['loved', 'liked', 'disliked'],
  activity: ['bath', 'potty', 'tummy time', 'solids', 'pump'],
  unit: ['ml', 'mg', 'oz', 'drop', 'drops', 'tablet', 'tablets'],
} as const;

type Kind =
  | 'colour'
  | 'consistency'
  | 'feedingType'
  | 'feedingMethod'
  | 'medicineForm'
  | 'reaction'
  | 'activity'
  | 'list';

const WORDS: Record<Kind, Record<string, string>> = {
  colour: {
    black: 'preto',
    brown: 'marrom',
    gray: 'cinza',
    green: 'verde',
    orange: 'laranja',
    red: 'vermelho',
    white: 'branco',
    yellow: 'amarelo',
  },
  consistency: {
    soft: 'pastosa',
    solid: 'firme',
    loose: 'mole',
    runny: 'líquida',
    mucousy: 'com muco',
    hard: 'dura',
    pebbles: 'em bolinhas',
    diarrhea: 'diarreia',
  },
  feedingType: {
    'breast milk': 'Leite materno',
    formula: 'Fórmula',
    'fortified breast milk': 'Leite materno fortificado',
    'solid food': 'Papinha',
  },
  feedingMethod: {
    bottle: 'Mamadeira',
    'left breast': 'Peito esquerdo',
    'right breast': 'Peito direito',
    'both breasts': 'Os dois peitos',
    'parent fed': 'Oferecido por um adulto',
    'self fed': 'Comeu sem ajuda',
  },
  medicineForm: {
    drops: 'Gotas',
    liquid: 'Líquido',
    tablet: 'Comprimido',
    capsule: 'Cápsula',
    cream: 'Pomada',
    suppository: 'Supositório',
    spray: 'Spray',
  },
  reaction: { loved: 'Adorou', liked: 'Gostou', disliked: 'Não gostou' },
  activity: {
    bath: 'Banho',
    potty: 'Penico',
    'tummy time': 'Tempo de bruços',
    solids: 'Papinha',
    pump: 'Ordenha',
  },
  // Baby Buddy's lists (BABY_BUDDY_LISTS), naming the rows a preview could not read.
  list: {
    feedings: 'Mamada',
    sleep: 'Sono',
    changes: 'Fralda',
    'tummy-times': 'Tempo de bruços',
    temperature: 'Temperatura',
    weight: 'Peso',
    height: 'Altura',
    'head-circumference': 'Perímetro cefálico',
    medication: 'Remédio',
    notes: 'Anotação',
    pumping: 'Ordenha',
  },
};

/** A unit's word for one and for more: "1 gota", "2 gotas". */
const UNITS: Record<string, { one: string; many: string }> = {
  mg: { one: 'mg', many: 'mg' },
  ml: { one: 'ml', many: 'ml' },
  oz: { one: 'oz', many: 'oz' },
  drop: { one: 'gota', many: 'gotas' },
  drops: { one: 'gota', many: 'gotas' },
  tablet: { one: 'comprimido', many: 'comprimidos' },
  tablets: { one: 'comprimido', many: 'comprimidos' },
};

/** The table's entry for a value, in any case; a file's "constructor" is no word of Object's. */
const lookUp = <T>(table: Record<string, T>, value: string): T | null => {
  const key = value.trim().toLowerCase();
  return Object.hasOwn(table, key) ? table[key]! : null;
};

/** The Portuguese word for one of the table's values; null when the table does not know it. */
export function portugueseWord(kind: Kind | 'unit', value: string): string | null {
  if (kind === 'unit') return lookUp(UNITS, value)?.many ?? null;
  return lookUp(WORDS[kind], value);
}

/** The value in Portuguese, or as it came when the table does not know it. */
export const inPortuguese = (kind: Kind, value: string) => portugueseWord(kind, value) ?? value.trim();

const decimal = (n: number) => String(n).replace('.', ',');

/** A dose as a number and its unit: 2, "drops" → "2 gotas"; 1, "tablets" → "1 comprimido". */
export function doseInPortuguese(amount: number, unit: string): string {
  const words = lookUp(UNITS, unit);
  // Portuguese counts in the singular below two: "1 gota", "1,5 gota", "2 gotas".
  const word = words ? (Math.abs(amount) < 2 ? words.one : words.many) : unit.trim();
  return `${decimal(amount)} ${word}`.trim();
}

/** A dose written as text ("2 drops", "1ml", "3,5 ml") in Portuguese; any other text as it came. */
export function doseTextInPortuguese(text: string): string {
  const match = /^(\d+(?:[.,]\d+)?)\s*([a-z]+)$/i.exec(text.trim());
  if (!match || !lookUp(UNITS, match[2]!)) return text.trim();
  return doseInPortuguese(Number(match[1]!.replace(',', '.')), match[2]!);
}
