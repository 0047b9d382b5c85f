/**
 * A small seeded generator (mulberry32) for fuzz tests: the same seed gives the same run, so a
 * failure can be replayed (the tests take theirs from FUZZ_SEED).
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
