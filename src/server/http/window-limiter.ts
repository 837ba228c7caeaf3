/**
 * At most `max` hits per key in any `windowMs`, counted in this process: enough for a page anyone
 * holding a link may open, where a guessed token must not be tried at speed.
 */
export function createWindowLimiter(max: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  return {
    /** Records a hit; false when the key is over its limit. */
    allow(key: string, now = Date.now()): boolean {
      const recent = (hits.get(key) ?? []).filter((at) => now - at < windowMs);
      const allowed = recent.length < max;
      if (allowed) recent.push(now);
      hits.set(key, recent);
      // Old keys go, so a scan of many addresses cannot grow the map for ever.
      if (hits.size > 10_000) for (const [k, v] of hits) if (v.every((at) => now - at >= windowMs)) hits.delete(k);
      return allowed;
    },
  };
}
