/** A value and how much it counts. */
export interface Weighted {
  value: number;
  weight: number;
}

/** The value at which `share` of the weight lies at or below (0.5: the weighted median). */
export function weightedQuantile(samples: Weighted[], share: number): number {
  const sorted = samples.filter((s) => s.weight > 0).sort((a, b) => a.value - b.value);
  if (sorted.length === 0) return Number.NaN;
  const total = sorted.reduce((sum, s) => sum + s.weight, 0);
  let running = 0;
  for (const s of sorted) {
    running += s.weight;
    if (running >= share * total) return s.value;
  }
  return sorted.at(-1)!.value;
}
