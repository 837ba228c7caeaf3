import { describe, expect, it } from 'vitest';
import { trainingCases } from '../../../scripts/safety/sets';
import { trainModel } from '../../../scripts/safety/train-model';
import { packModel } from '../../domain/safety/danger-model';
import shipped from '../../domain/safety/danger-model.json';

/** Training takes about 7 s of CPU; a shared two-core machine may give it half of that. */
const TRAINING_TIMEOUT_MS = 120_000;

describe('the shipped learned reader', () => {
  it(
    'is what `npm run safety:train` builds from the train sets, to the last weight',
    () => {
      expect(JSON.stringify(packModel(trainModel(trainingCases())))).toBe(JSON.stringify(shipped));
    },
    TRAINING_TIMEOUT_MS,
  );
});
