/** A small seeded PRNG (mulberry32) so the demo data is the same on every run. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A 24-hex-digit id shaped like a MongoDB ObjectId. */
  objectId(): string;
  digits(length: number): string;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)];
  };
  const hex = (length: number): string => {
    let out = '';
    for (let i = 0; i < length; i += 1) out += int(0, 15).toString(16);
    return out;
  };
  let objectIdTime = 0x65a0_0000 + int(0, 0xffffff);
  return {
    next,
    int,
    pick,
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length > 0) out.push(pool.splice(int(0, pool.length - 1), 1)[0]);
      return out;
    },
    chance: (probability) => next() < probability,
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1][0];
    },
    objectId() {
      objectIdTime += int(1, 5000);
      return objectIdTime.toString(16).padStart(8, '0') + hex(16);
    },
    digits(length) {
      let out = String(int(1, 9));
      while (out.length < length) out += String(int(0, 9));
      return out;
    },
  };
}
