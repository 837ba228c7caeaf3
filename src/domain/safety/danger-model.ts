/**
 * A small learned reader beside the patterns: two logistic regressions over the words, word pairs
 * and letter groups of a message already in one spelling (`readAsMotherMeant`), one for a danger
 * to the baby's or the mother's body (192) and one for a mother's crisis (CVV 188). It was trained
 * by `scripts/train-danger-model.ts` on every set in this folder and the corpus. It can only raise
 * a message to tier 2, never to tier 1: a wrong guess costs a calm line, a right one catches a
 * sentence no pattern has seen.
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
}

export const DANGER_MODEL: DangerModel = shipped;

/** What the two heads hear in a message. */
export interface ModelReading {
  emergency: boolean;
  crisis: boolean;
}

/** Each word, each pair of neighbouring words, and each group of 3 to 5 letters inside a word. */
export function featuresOf(text: string): string[] {
  const words = text.split(' ').filter((w) => w.length > 0);
  const features = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    features.add(`w ${word}`);
    if (i > 0) features.add(`b ${words[i - 1]} ${word}`);
    const padded = ` ${word} `;
    for (let n = 3; n <= 5; n++)
      for (let start = 0; start + n <= padded.length; start++) features.add(`c${padded.slice(start, start + n)}`);
  }
  return [...features];
}

/** A head's raw score: each feature counts 1/√n, so a long message does not outweigh a short one. */
export function headScore(head: DangerHead, features: readonly string[]): number {
  if (features.length === 0) return head.bias;
  let sum = 0;
  for (const f of features) sum += head.weights[f] ?? 0;
  return head.bias + sum / Math.sqrt(features.length);
}

export function readWithModel(text: string, model: DangerModel = DANGER_MODEL): ModelReading {
  const features = featuresOf(text);
  return {
    emergency: headScore(model.emergency, features) > model.emergency.threshold,
    crisis: headScore(model.crisis, features) > model.crisis.threshold,
  };
}
