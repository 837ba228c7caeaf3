import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BASELINE_FILE,
  type Baseline,
  chunkGzip,
  EMERGENCY_CHUNK,
  explainGrowth,
  INITIAL_JS_BUDGETS,
  initialJsChunks,
  isStaticallyLoaded,
} from '../bench/initial-js';

// The build the journeys run on (global-setup starts the app with `npm start`, which builds it).
const DIST = path.resolve(import.meta.dirname, '../dist');
const baseline = JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as Baseline;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('exact budgets read from the build (docs/decisions/024-react-in-the-browser.md and 044)', () => {
  for (const { route, entry, lazyModules, budget } of INITIAL_JS_BUDGETS) {
    it(`a first visit to ${route} downloads at most ${kb(budget)} of JavaScript, gzip`, () => {
      const chunks = initialJsChunks(DIST, entry, lazyModules);
      const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
      expect(
        total,
        `${route} ships ${kb(total)} (budget ${kb(budget)}); grown since the baseline: ${explainGrowth(chunks, baseline[route])}`,
      ).toBeLessThanOrEqual(budget);
    });
  }

  it('keeps the WHO chart code out of the growth page until it draws', () => {
    expect(isStaticallyLoaded(DIST, 'features/growth/growth-page.tsx', 'growth-chart')).toBe(false);
  });

  it(`keeps the safety net's browser chunk within ${kb(EMERGENCY_CHUNK.budget)}, gzip`, () => {
    expect(chunkGzip(DIST, EMERGENCY_CHUNK.name)).toBeLessThanOrEqual(EMERGENCY_CHUNK.budget);
  });
});
