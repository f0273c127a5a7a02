/** A seeded generator (mulberry32): the same seed always writes the same corpus. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** an amount in cents between two euro bounds */
  cents(minEuros: number, maxEuros: number): number {
    return this.int(minEuros * 100, maxEuros * 100);
  }

  /** a day 'YYYY-MM-DD' between two days */
  day(from: string, to: string): string {
    const start = Date.parse(`${from}T00:00:00Z`);
    const end = Date.parse(`${to}T00:00:00Z`);
    return new Date(start + this.int(0, Math.round((end - start) / 86_400_000)) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  }
}
