import type { Address } from '../../../shared/src/addresses';

/**
 * Seeded randomness for the world. Every piece of the world draws from its own stream, derived
 * from the seed plus labels (e.g. seed, "holdings", wallet index, chain), so pieces can be made
 * lazily and in any order and still come out identical for a seed.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(seeds: readonly [number, number, number, number]) {
    [this.a, this.b, this.c, this.d] = seeds;
    // sfc32 wants a few rounds before its output is well mixed.
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A stream for these labels; the same labels always give the same stream. */
  static derive(...labels: readonly (string | number)[]): Rng {
    return new Rng(cyrb128(labels.join('\u0000')));
  }

  /** Uniform in [0, 1) (sfc32, public domain). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Log-uniform in [min, max]: for prices and USD values spread over many orders of magnitude. */
  logUniform(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Rng.pick on an empty list');
    return item;
  }

  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }

  /** `bytes` random bytes as lowercase hex, without 0x. */
  hex(bytes: number): string {
    let out = '';
    // Four bytes per draw: hashes and addresses are most of the world's random output.
    while (out.length < bytes * 2)
      out += Math.floor(this.next() * 4294967296)
        .toString(16)
        .padStart(8, '0');
    return out.slice(0, bytes * 2);
  }

  /** A random lowercase address (the world stores addresses lowercase). */
  address(): Address {
    return `0x${this.hex(20)}`;
  }

  /** A random 32-byte hash (transaction and block hashes). */
  hash(): `0x${string}` {
    return `0x${this.hex(32)}`;
  }
}

/** cyrb128 (public domain): a string to four 32-bit seeds. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
