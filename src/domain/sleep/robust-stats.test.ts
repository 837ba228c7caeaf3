import { describe, expect, it } from 'vitest';
import { weightedQuantile } from './robust-stats';

const even = (values: number[]) => values.map((value) => ({ value, weight: 1 }));

describe('weightedQuantile', () => {
  it('is the median with equal weights, whatever the order', () => {
    expect(weightedQuantile(even([90, 60, 120]), 0.5)).toBe(90);
  });

  it('leans to the heavier samples', () => {
    expect(
      weightedQuantile(
        [
          { value: 60, weight: 1 },
          { value: 120, weight: 3 },
        ],
        0.5,
      ),
    ).toBe(120);
  });

  it('is not moved by one outlier', () => {
    expect(weightedQuantile(even([100, 102, 98, 101, 99, 240]), 0.5)).toBe(100);
  });

  it('is NaN with nothing to read', () => {
    expect(weightedQuantile([], 0.5)).toBeNaN();
  });
});
