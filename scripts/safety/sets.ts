/**
 * The message sets of the safety net (datasets/safety, README there): which are trained on, which
 * only graded, which only scored. A set moves from blind to dev once anyone reads it, and from dev
 * to train once the reader learns from it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SafetyCase } from './score-set';

export const SETS_FOLDER = fileURLToPath(new URL('../../datasets/safety/', import.meta.url));

export type SetKind = 'train' | 'dev' | 'blind';

/**
 * In the order the reader has always been trained on them: the corpus, then the sets as the old
 * folder listed them. Gradient steps follow this order, so moving a name changes danger-model.json.
 */
export const TRAIN_SETS = [
  'corpus',
  'check-after-tuning-2026-11-26',
  'tuning-set-2026-11-26',
  'fresh-set',
  '2026-11-26',
  '2026-11-26aa',
  '2026-11-26ad',
  '2026-11-26ae',
  '2026-11-26ag',
  '2026-11-26ah',
  '2026-11-26b',
  '2026-11-26c',
  '2026-11-26d',
  '2026-11-26e',
  '2026-11-26f',
  '2026-11-26g',
  '2026-11-26h',
  '2026-11-26i',
  '2026-11-26j',
  '2026-11-26k',
  '2026-11-26l',
  '2026-11-26m',
  '2026-11-26n',
  '2026-11-26o',
  '2026-11-26p',
  '2026-11-26q',
  '2026-11-26r',
  '2026-11-26s',
  '2026-11-26t',
  '2026-11-26u',
  '2026-11-26v',
  '2026-11-26w',
  '2026-11-26x',
  '2026-11-26y',
  '2026-11-26z',
  'second-check-2026-11-26',
] as const;

/** Never trained on; the dev-set test grades them, and their misses may be read. */
export const DEV_SETS = ['2026-11-26ab', '2026-11-26ac', '2026-11-26af', '2026-11-28'] as const;

/** Never trained on, never read: scored with numbers only. */
export const BLIND_SETS = ['2026-11-26ai', '2026-11-26aj'] as const;

export const SETS: Record<SetKind, readonly string[]> = { train: TRAIN_SETS, dev: DEV_SETS, blind: BLIND_SETS };

export const setPath = (kind: SetKind, name: string) => `${SETS_FOLDER}${kind}/${name}.json`;

export const readSet = (kind: SetKind, name: string): SafetyCase[] =>
  JSON.parse(readFileSync(setPath(kind, name), 'utf8')) as SafetyCase[];

/** The names of the files in a kind's folder, without `.json`, as they are on disk. */
export const setsOnDisk = (kind: SetKind): string[] =>
  readdirSync(`${SETS_FOLDER}${kind}`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();

/** Every case the reader learns from, in training order. */
export const trainingCases = (): SafetyCase[] => TRAIN_SETS.flatMap((name) => readSet('train', name));

/** Which kind a set's name belongs to, or null when no list names it. */
export function kindOf(name: string): SetKind | null {
  for (const kind of ['train', 'dev', 'blind'] as const) if (SETS[kind].includes(name)) return kind;
  return null;
}

/** The corpus by part: urgent phrasings by category, calm questions, and calm ones that get a tier-2 line. */
export function readCorpus(): { urgent: Map<string, SafetyCase[]>; calm: SafetyCase[]; possible: SafetyCase[] } {
  const cases = readSet('train', 'corpus');
  const urgent = new Map<string, SafetyCase[]>();
  for (const c of cases.filter((c) => c.urgent)) urgent.set(c.category, [...(urgent.get(c.category) ?? []), c]);
  return {
    urgent,
    calm: cases.filter((c) => c.category === 'calm'),
    possible: cases.filter((c) => c.category === 'possible'),
  };
}
