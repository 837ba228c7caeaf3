/**
 * Trains the safety net's learned reader (`src/domain/safety/danger-model.ts`) on the train sets of
 * datasets/safety, in the order `scripts/safety/sets.ts` gives, and writes its weights to
 * danger-model.json as Biome formats it, so that retraining unchanged sets changes no byte:
 *   npm run safety:train
 * With --leave-one-out it writes nothing: for each train set it trains on all the others and scores
 * that set with the patterns plus the model that never saw it, the honest prediction of how the
 * net does on a set written apart (--list prints that set's misses).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DangerModel, featuresOf, headScore, packModel } from '../src/domain/safety/danger-model';
import { readAsMotherMeant } from '../src/domain/safety/mother-speak';
import { scoreSafetySet } from './safety/score-set';
import { readSet, TRAIN_SETS } from './safety/sets';
import { OTHER_THRESHOLDS, THRESHOLD, trainModel } from './safety/train-model';

const MODEL_FILE = fileURLToPath(new URL('../src/domain/safety/danger-model.json', import.meta.url));
const BIOME = fileURLToPath(new URL('../node_modules/.bin/biome', import.meta.url));

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((part / whole) * 100).toFixed(1)} % (${part}/${whole})`;

const sets = new Map(TRAIN_SETS.map((name) => [name, readSet('train', name)]));

if (process.argv.includes('--leave-one-out')) {
  const noModel: DangerModel = {
    emergency: { bias: 0, threshold: Number.POSITIVE_INFINITY, weights: {} },
    crisis: { bias: 0, threshold: Number.POSITIVE_INFINITY, weights: {} },
    order: { bias: 0, threshold: 0, weights: {} },
  };
  console.log('each line: urgent heard, right number, calm tier 1, calm tier 2');
  const line = (s: ReturnType<typeof scoreSafetySet>) =>
    `${percent(s.heard, s.urgent)}, ${percent(s.rightNumber, s.heard)}, ${percent(s.calmTier1, s.calm)}, ${percent(s.calmTier2, s.calm)}`;
  // The corpus is the list of phrasings that must be heard, not a set written apart: always trained on.
  for (const [name, held] of [...sets].filter(([name]) => name !== 'corpus')) {
    const trained = trainModel([...sets].filter(([other]) => other !== name).flatMap(([, cases]) => cases));
    console.log(`\n${name}`);
    console.log(`  patterns alone: ${line(scoreSafetySet(held, noModel))}`);
    for (const threshold of [THRESHOLD, ...OTHER_THRESHOLDS]) {
      const model = {
        ...trained,
        emergency: { ...trained.emergency, threshold },
        crisis: { ...trained.crisis, threshold },
      };
      const raised = held.map((c) => {
        const features = featuresOf(readAsMotherMeant(c.text, c.babyName));
        return headScore(model.emergency, features) > threshold || headScore(model.crisis, features) > threshold;
      });
      const urgent = held.filter((c) => c.urgent).length;
      const urgentRaised = held.filter((c, i) => c.urgent && raised[i]).length;
      const calmRaised = held.filter((c, i) => !c.urgent && raised[i]).length;
      const scored = scoreSafetySet(held, model);
      console.log(
        `  threshold ${threshold}: patterns + model without it: ${line(scored)}; model alone: heard ${percent(urgentRaised, urgent)}, calm raised ${percent(calmRaised, held.length - urgent)}`,
      );
      if (process.argv.includes('--list') && threshold === THRESHOLD)
        for (const miss of [...scored.misses, ...scored.wrongNumbers]) console.log(`    ${miss}`);
    }
  }
} else {
  const model = trainModel([...sets.values()].flat());
  const json = execFileSync(BIOME, ['format', `--stdin-file-path=${MODEL_FILE}`], {
    input: `${JSON.stringify(packModel(model))}\n`,
    encoding: 'utf8',
  });
  writeFileSync(MODEL_FILE, json);
  console.log(
    `danger-model.json: ${Object.keys(model.emergency.weights).length} + ${Object.keys(model.crisis.weights).length} + ${Object.keys(model.order.weights).length} weights`,
  );
}
