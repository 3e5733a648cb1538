// Quantiles of a session's latencies in constant memory, however long it runs: a histogram whose buckets
// grow 5 % each (1 ms to about 4 minutes), so a quantile is within 5 % of the exact one. The smallest and
// largest samples bound the answer, which makes a lone sample exact.

const growth = 1.05;
const bucketCount = 256;
const logGrowth = /* @__PURE__ */ Math.log(growth);

export class LatencyQuantiles {
  readonly #buckets = new Uint32Array(bucketCount);
  #count = 0;
  #min = Number.POSITIVE_INFINITY;
  #max = Number.NEGATIVE_INFINITY;

  get count(): number {
    return this.#count;
  }

  add(ms: number): void {
    // Bucket 0 holds [0, 1 ms); bucket i ≥ 1 holds [growth^(i-1), growth^i).
    const index = ms < 1 ? 0 : Math.min(bucketCount - 1, 1 + Math.floor(Math.log(ms) / logGrowth));
    this.#buckets[index] = (this.#buckets[index] as number) + 1;
    this.#count++;
    if (ms < this.#min) this.#min = ms;
    if (ms > this.#max) this.#max = ms;
  }

  /** The nearest-rank quantile `q` (0 to 1), within 5 % (1 ms below 1 ms); NaN before the first sample. */
  quantile(q: number): number {
    if (this.#count === 0) return Number.NaN;
    const rank = Math.max(1, Math.ceil(q * this.#count));
    let seen = 0;
    for (let index = 0; index < bucketCount; index++) {
      seen += this.#buckets[index] as number;
      if (seen < rank) continue;
      // Below 1 ms the smallest sample stands for its bucket (within 1 ms); the last bucket has no bound.
      if (index === 0) return this.#min;
      return index === bucketCount - 1 ? this.#max : Math.min(this.#max, Math.max(this.#min, growth ** index));
    }
    return this.#max;
  }
}
