/**
 * A small learned reader beside the patterns: three logistic regressions over the words, word pairs
 * and letter groups of a message already in one spelling (`readAsMotherMeant`): one for a danger
 * to the baby's or the mother's body (192), one for a mother's crisis (CVV 188), and one that,
 * among urgent messages, tells which of the two numbers comes first. They were trained by
 * `npm run safety:train` on the train sets of datasets/safety (its README). The reader can raise
 * a message to tier 2, never to tier 1: a wrong guess costs a calm line, a right one catches a
 * sentence no pattern has seen. It can also doubt a tier-1 sign it finds no word for, and choose
 * the first number when both kinds of danger are heard (`urgency.ts`).
 */
import shipped from './danger-model.json';

export interface DangerHead {
  bias: number;
  /** The score above which the head raises tier 2; below the usual 0 to favour recall. */
  threshold: number;
  weights: Record<string, number>;
}

export interface DangerModel {
  emergency: DangerHead;
  crisis: DangerHead;
  /**
   * Trained on the messages with a first number (the urgent ones and the corpus's calm questions
   * whose tier-2 line has one): above its threshold the CVV line comes first (a crisis), below it
   * 192 (a body in danger), when both kinds of danger are heard.
   */
  order: DangerHead;
}

/**
 * The weights as shipped: every feature once, grouped by kind without its kind's mark (the words
 * joined by spaces, the word pairs by "|", the 4-letter groups one after another), with each head's
 * weight times ten as a whole number in the same order; the heads share most of the browser
 * chunk's bytes this way.
 */
export interface PackedDangerModel {
  emergency: { bias: number; threshold: number };
  crisis: { bias: number; threshold: number };
  order: { bias: number; threshold: number };
  words: string;
  pairs: string;
  letterGroups: string;
  emergencyTenths: number[];
  crisisTenths: number[];
  orderTenths: number[];
}

const HEADS = ['emergency', 'crisis', 'order'] as const;
const WORD = 'w ';
const PAIR = 'b ';
const GROUP_LENGTH = 4;

export function packModel(model: DangerModel): PackedDangerModel {
  const all = [...new Set(HEADS.flatMap((h) => Object.keys(model[h].weights)))];
  const words = all.filter((f) => f.startsWith(WORD));
  const pairs = all.filter((f) => f.startsWith(PAIR));
  const letterGroups = all.filter((f) => !f.startsWith(WORD) && !f.startsWith(PAIR));
  const features = [...words, ...pairs, ...letterGroups];
  const tenths = (head: DangerHead) => features.map((f) => Math.round((head.weights[f] ?? 0) * 10));
  const settings = (head: DangerHead) => ({ bias: head.bias, threshold: head.threshold });
  return {
    emergency: settings(model.emergency),
    crisis: settings(model.crisis),
    order: settings(model.order),
    words: words.map((f) => f.slice(WORD.length)).join(' '),
    pairs: pairs.map((f) => f.slice(PAIR.length)).join('|'),
    letterGroups: letterGroups.join(''),
    emergencyTenths: tenths(model.emergency),
    crisisTenths: tenths(model.crisis),
    orderTenths: tenths(model.order),
  };
}

const listOf = (joined: string, separator: string) => (joined === '' ? [] : joined.split(separator));

export function unpackModel(packed: PackedDangerModel): DangerModel {
  const features = [
    ...listOf(packed.words, ' ').map((w) => WORD + w),
    ...listOf(packed.pairs, '|').map((p) => PAIR + p),
    ...(packed.letterGroups.match(new RegExp(`.{${GROUP_LENGTH}}`, 'gs')) ?? []),
  ];
  const weights = (tenths: number[]) =>
    Object.fromEntries(features.flatMap((f, i) => ((tenths[i] ?? 0) === 0 ? [] : [[f, (tenths[i] as number) / 10]])));
  return {
    emergency: { ...packed.emergency, weights: weights(packed.emergencyTenths) },
    crisis: { ...packed.crisis, weights: weights(packed.crisisTenths) },
    order: { ...packed.order, weights: weights(packed.orderTenths) },
  };
}

export const DANGER_MODEL: DangerModel = unpackModel(shipped);

/** What the heads hear in a message. */
export interface ModelReading {
  emergency: boolean;
  crisis: boolean;
  /** The emergency head's score, read against the doubt on tier 1 (`urgency.ts`). */
  emergencyScore: number;
  /** The crisis head's score, against its threshold: above 0, the reader hears a crisis. */
  crisisScore: number;
  /** Above 0, a crisis message more than a body in danger. */
  orderScore: number;
}

/**
 * Each word ("w " and the word), each pair of neighbouring words ("b " and the pair), and each group
 * of 3 to 5 letters of a word with a space either side (as it is: it never has a space inside,
 * so it cannot be taken for the others), as often as it occurs.
 */
function forEachFeature(text: string, visit: (feature: string) => void): void {
  const words = text.split(' ');
  let previous = '';
  for (const word of words) {
    if (word.length === 0) continue;
    visit(`w ${word}`);
    if (previous) visit(`b ${previous} ${word}`);
    previous = word;
    const padded = ` ${word} `;
    for (let start = 0; start + 4 <= padded.length; start++) visit(padded.slice(start, start + 4));
  }
}

export function featuresOf(text: string): string[] {
  const features: string[] = [];
  forEachFeature(text, (f) => features.push(f));
  return features;
}

/** A head's raw score: each feature counts 1/√n, so a long message does not outweigh a short one. */
export function headScore(head: DangerHead, features: readonly string[]): number {
  if (features.length === 0) return head.bias;
  let sum = 0;
  for (const f of features) sum += head.weights[f] ?? 0;
  return head.bias + sum / Math.sqrt(features.length);
}

/** Every head's weights under one key, so each feature of a message is looked up once. */
const allHeads = new WeakMap<DangerModel, Map<string, [number, number, number]>>();
function weightsOf(model: DangerModel): Map<string, [number, number, number]> {
  let all = allHeads.get(model);
  if (!all) {
    all = new Map();
    HEADS.forEach((head, i) => {
      for (const [f, w] of Object.entries(model[head].weights)) {
        const entry = all?.get(f) ?? [0, 0, 0];
        entry[i] = w;
        all?.set(f, entry);
      }
    });
    allHeads.set(model, all);
  }
  return all;
}

export function readWithModel(text: string, model: DangerModel = DANGER_MODEL): ModelReading {
  const weights = weightsOf(model);
  let count = 0;
  let emergency = 0;
  let crisis = 0;
  let order = 0;
  forEachFeature(text, (f) => {
    count++;
    const w = weights.get(f);
    if (w) {
      emergency += w[0];
      crisis += w[1];
      order += w[2];
    }
  });
  const scale = count > 0 ? 1 / Math.sqrt(count) : 0;
  const emergencyScore = model.emergency.bias + emergency * scale;
  const crisisScore = model.crisis.bias + crisis * scale - model.crisis.threshold;
  // The bias alone sits above the emergency threshold (most training messages are urgent): a message
  // whose words say nothing ("bom dia", "quantas mamadas por dia?") must not raise on it.
  return {
    emergency: emergency > 0 && emergencyScore > model.emergency.threshold,
    crisis: crisis > 0 && crisisScore > 0,
    emergencyScore,
    crisisScore,
    orderScore: model.order.bias + order * scale - model.order.threshold,
  };
}
