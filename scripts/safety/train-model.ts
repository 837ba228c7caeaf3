/**
 * How the safety net's learned reader (`src/domain/safety/danger-model.ts`) is trained, apart from
 * any file: `scripts/train-danger-model.ts` writes what it returns, and a test checks that it
 * returns the shipped model.
 */
import { type DangerHead, type DangerModel, featuresOf } from '../../src/domain/safety/danger-model';
import { readAsMotherMeant } from '../../src/domain/safety/mother-speak';
import type { SafetyCase } from './score-set';

/**
 * Features kept per head: enough to generalise, few enough for the browser chunk's 40 KB gzip.
 * With 1,200 for every head the chunk weighed 44.7 KB. The crisis head needs the fewest (its words
 * are few and strong); with 600 for the order head it misread a crisis message it was trained on
 * ("quase joguei o bb longe"), and with under 1,100 for the emergency head that message got 192
 * first. These counts gave the same or better figures than 1,200 on every dev set (decision 044).
 */
export const KEPT_FEATURES = { emergency: 1100, crisis: 400, order: 700 };
const EPOCHS = 60;
const L2 = 1e-4;
const RATE = 0.5;
/**
 * A head raises tier 2 above this score (a probability of about 0.05): recall before precision.
 * Chosen by leave-one-out runs (decision 037): -1.5 heard 99.6 % of the holdout of 2026-11-26b
 * beside the patterns written before it; on the holdouts 26d and 26e, beside the patterns written
 * before each was read, -3 heard 271/271 and 198/199 where -1.5 heard 270 and 197, for 1.5 to 3
 * points more calm lines.
 */
export const THRESHOLD = -3;
/** Thresholds the leave-one-out run also reports, to show what each would cost in calm lines. */
export const OTHER_THRESHOLDS = [-3.5, -2, -1.5, -1];

interface Example {
  features: string[];
  /** The features as numbers (`Features`), in the same order: the weights live in typed arrays. */
  ids: Int32Array;
  emergency: boolean;
  crisis: boolean;
  /** An urgent message, or a calm one with a first number for its tier-2 line. */
  ordered: boolean;
  /** The CVV line comes first. */
  crisisFirst: boolean;
}

/** Every feature seen in training, numbered in the order first met. */
class Features {
  readonly names: string[] = [];
  private readonly numbers = new Map<string, number>();

  idOf(feature: string): number {
    let id = this.numbers.get(feature);
    if (id === undefined) {
      id = this.names.length;
      this.names.push(feature);
      this.numbers.set(feature, id);
    }
    return id;
  }
}

function exampleOf(c: SafetyCase, known: Features): Example {
  const features = featuresOf(readAsMotherMeant(c.text, c.babyName));
  return {
    features,
    ids: Int32Array.from(features, (f) => known.idOf(f)),
    emergency: c.urgent && (c.expect === '192' || c.expect === 'both'),
    crisis: c.urgent && (c.expect === '188' || c.expect === 'both'),
    ordered: c.expect !== null,
    crisisFirst: c.expect === '188',
  };
}

/**
 * Logistic regression by stochastic gradient with AdaGrad steps and a little L2, in a fixed order.
 * The weights come back in the order each was first updated, which breaks ties when the strongest
 * are chosen: typed arrays and this order give the same model, to the last bit, as the Map of
 * feature names the reader was first trained with, in a tenth of the time (7 s of CPU, not 93).
 */
function trainHead(
  examples: Example[],
  label: (e: Example) => boolean,
  known: Features,
  allowed: Set<string> | null,
): Map<string, number> & { bias: number } {
  const weights = new Float64Array(known.names.length);
  const squares = new Float64Array(known.names.length);
  const updated = new Uint8Array(known.names.length);
  const firstUpdated: number[] = [];
  const kept = examples.map((e) => (allowed ? e.ids.filter((id) => allowed.has(known.names[id] as string)) : e.ids));
  // Scaled by every feature of the message, kept or not, as `headScore` reads it.
  const scales = examples.map((e) => (e.features.length > 0 ? 1 / Math.sqrt(e.features.length) : 0));
  const labels = examples.map((e) => (label(e) ? 1 : 0));
  let bias = 0;
  let biasSquares = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = 0; i < examples.length; i++) {
      // A fixed stride walks the examples in a mixed but repeatable order.
      const at = (i * 7919 + epoch * 104729) % examples.length;
      const ids = kept[at] as Int32Array;
      const x = scales[at] as number;
      let z = bias;
      for (const id of ids) z += (weights[id] as number) * x;
      const error = 1 / (1 + Math.exp(-z)) - (labels[at] as number);
      biasSquares += error * error;
      bias -= (RATE * error) / Math.sqrt(biasSquares + 1e-8);
      for (const id of ids) {
        const w = weights[id] as number;
        const g = error * x + L2 * w;
        const s = (squares[id] as number) + g * g;
        squares[id] = s;
        weights[id] = w - (RATE * g) / Math.sqrt(s + 1e-8);
        if (updated[id] === 0) {
          updated[id] = 1;
          firstUpdated.push(id);
        }
      }
    }
  }
  const named = new Map(firstUpdated.map((id) => [known.names[id] as string, weights[id] as number]));
  return Object.assign(named, { bias });
}

/**
 * Trains once on every feature, keeps the strongest, and trains again on those alone. Strength is
 * the weight times the log of how many messages hold the feature: by weight alone, a pair of words
 * seen once outranks a letter group seen in hundreds of messages ("cinz", "reag"), and the reader
 * learns the training messages rather than the words of danger (decision 042).
 */
function trainHeadKept(
  examples: Example[],
  label: (e: Example) => boolean,
  known: Features,
  threshold: number,
  kept: number,
): DangerHead {
  const first = trainHead(examples, label, known, null);
  const messages = new Map<string, number>();
  for (const e of examples) for (const f of new Set(e.features)) messages.set(f, (messages.get(f) ?? 0) + 1);
  const strength = (f: string, w: number) => Math.abs(w) * Math.log(1 + (messages.get(f) ?? 1));
  const strongest = [...first.entries()]
    .sort((a, b) => strength(b[0], b[1]) - strength(a[0], a[1]))
    .slice(0, kept)
    .map(([f]) => f);
  const second = trainHead(examples, label, known, new Set(strongest));
  // One decimal is far finer than the threshold's margin and keeps the browser chunk small.
  const rounded = [...second.entries()].map(([f, w]) => [f, Math.round(w * 10) / 10] as const);
  return {
    bias: Math.round(second.bias * 1000) / 1000,
    threshold,
    weights: Object.fromEntries(rounded.filter(([, w]) => w !== 0)),
  };
}

/** The reader as `danger-model.json` ships it, from the cases in the order given: a pure function. */
export function trainModel(cases: SafetyCase[], kept = KEPT_FEATURES): DangerModel {
  const known = new Features();
  const examples = cases.map((c) => exampleOf(c, known));
  return {
    emergency: trainHeadKept(examples, (e) => e.emergency, known, THRESHOLD, kept.emergency),
    crisis: trainHeadKept(examples, (e) => e.crisis, known, THRESHOLD, kept.crisis),
    order: trainHeadKept(
      examples.filter((e) => e.ordered),
      (e) => e.crisisFirst,
      known,
      0,
      kept.order,
    ),
  };
}
