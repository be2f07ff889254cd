/**
 * Seeded randomness for the synthetic dataset. Never Math.random: the same seed must give the same files.
 * Every concern (a contact's profile, its activity, its events, ...) draws from its own stream keyed by
 * (seed, topic, index), so any contact can be regenerated alone and adding a draw in one concern does not
 * shift the others.
 */

const mix = (hash: number, part: number): number => {
  let h = hash ^ (part >>> 0);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
};

/** A 32-bit mix of up to four numbers (murmur3 finaliser per part); stable across platforms. */
export const hash32 = (a: number, b = 0, c = 0, d = 0): number =>
  mix(mix(mix(mix(0x9e3779b9, a), b), c), d) >>> 0;

/** FNV-1a of a string, for seeds and topics given as text. */
export const hashString = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

const topicHashes = new Map<string, number>();

/** sfc32: small, fast, passes PractRand to 2^40 bytes; plenty for test data. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = hash32(seed, 1);
    this.b = hash32(seed, 2);
    this.c = hash32(seed, 3);
    this.d = hash32(seed, 4) | 1;
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** The stream of one topic ('profile', 'activity', ...) of one item (a contact index, ...). */
  static of(seed: number, topic: string, index = 0): Random {
    let topicHash = topicHashes.get(topic);
    if (topicHash === undefined) {
      topicHash = hashString(topic);
      topicHashes.set(topic, topicHash);
    }
    return new Random(hash32(seed, topicHash, index));
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return itemAt(items, Math.floor(this.next() * items.length));
  }

  /** One item, with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weightOf(item);
    let target = this.next() * total;
    for (const item of items) {
      target -= weightOf(item);
      if (target < 0) return item;
    }
    return itemAt(items, items.length - 1);
  }

  /** One item of a prepared table, with probability proportional to its weight. */
  fromTable<T>(table: WeightedTable<T>): T {
    const target = this.next() * table.total;
    const { cumulative, items } = table;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return itemAt(items, low);
  }

  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen: T[] = [];
    let needed = Math.min(count, items.length);
    for (let i = 0; i < items.length && needed > 0; i++) {
      if (this.next() * (items.length - i) < needed) {
        chosen.push(itemAt(items, i));
        needed--;
      }
    }
    return chosen;
  }

  /** Exponential with the given mean. */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Log-normal by its median and log-scale spread. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /**
   * Kumaraswamy(a, b) on [0, 1]: shaped like Beta(a, b) but sampled in closed form, so a per-contact
   * propensity costs two draws of Math.pow instead of a rejection loop.
   */
  betaLike(a: number, b: number): number {
    return Math.pow(1 - Math.pow(1 - this.next(), 1 / b), 1 / a);
  }
}

/** Indexing that fails loudly instead of yielding undefined. */
export const itemAt = <T>(items: readonly T[], index: number): T => {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No item at ${index} of ${items.length}`);
  return item;
};

/**
 * A keyed bijection of [0, size): a balanced Feistel network on the smallest even bit width that covers
 * `size`, with cycle walking. Used to hand out unique identities (email addresses) in a shuffled order
 * without remembering which were taken.
 */
export class Permutation {
  private readonly halfBits: number;
  private readonly mask: number;

  constructor(
    private readonly size: number,
    private readonly key: number,
  ) {
    if (!Number.isSafeInteger(size) || size < 1 || size > 2 ** 52)
      throw new RangeError(`Permutation size ${size} is out of range`);
    let bits = 2;
    while (2 ** bits < size) bits += 2;
    this.halfBits = bits / 2;
    this.mask = 2 ** this.halfBits - 1;
  }

  apply(index: number): number {
    if (index < 0 || index >= this.size) throw new RangeError(`${index} is outside [0, ${this.size})`);
    let value = index;
    do value = this.encrypt(value);
    while (value >= this.size);
    return value;
  }

  private encrypt(value: number): number {
    const half = 2 ** this.halfBits;
    let left = Math.floor(value / half);
    let right = value % half;
    for (let round = 0; round < 4; round++) {
      const next = (left ^ this.round(right, round)) & this.mask;
      left = right;
      right = next;
    }
    // The mask keeps both halves non-negative even at 26 bits, so the product stays exact.
    return (left >>> 0) * half + (right >>> 0);
  }

  private round(value: number, round: number): number {
    // Halves are at most 26 bits: split so hash32 sees every bit.
    return hash32(this.key, round, value % 65536, Math.floor(value / 65536));
  }
}

/** Items with cumulative weights, for drawing from the same distribution millions of times. */
export class WeightedTable<T> {
  readonly cumulative: Float64Array;
  readonly total: number;

  constructor(
    readonly items: readonly T[],
    weightOf: (item: T) => number,
  ) {
    this.cumulative = new Float64Array(items.length);
    let total = 0;
    items.forEach((item, index) => {
      total += weightOf(item);
      this.cumulative[index] = total;
    });
    this.total = total;
  }
}
