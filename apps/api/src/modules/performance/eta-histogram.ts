/**
 * ETA errors as a histogram (issue 44): per bucket (a minute wide up to 2 hours, wider beyond;
 * see `visit-figures.ts`) the number of errors and their sum, kept as text ("bucket:count:sum"
 * entries separated by spaces) so histograms add up by putting their texts end to end. Read
 * into arrays indexed by bucket: the Performance read adds up tens of thousands of them.
 */
export class EtaHistogram {
  /** The buckets `etaBucket` gives (0 to 154). */
  static readonly BUCKETS = 155
  readonly counts = new Float64Array(EtaHistogram.BUCKETS)
  readonly sums = new Float64Array(EtaHistogram.BUCKETS)
  /** One past the highest bucket added to: the buckets above are empty. */
  top = 0

  add(bucket: number, count: number, sum: number) {
    this.counts[bucket]! += count
    this.sums[bucket]! += sum
    if (bucket >= this.top) this.top = bucket + 1
  }

  /** A bucket's errors, when it has any. */
  get(bucket: number) {
    const count = this.counts[bucket] ?? 0
    return count === 0 ? undefined : { count, sum: this.sums[bucket]! }
  }

  /** The buckets with errors, in order. */
  *entries(): IterableIterator<[number, { count: number; sum: number }]> {
    for (let b = 0; b < this.top; b++)
      if (this.counts[b] !== 0)
        yield [b, { count: this.counts[b]!, sum: this.sums[b]! }]
  }

  clear() {
    this.counts.fill(0, 0, this.top)
    this.sums.fill(0, 0, this.top)
    this.top = 0
  }
}

/** Adds the entries of `text` to `into` (a new histogram by default). */
export function addHistogram(
  text: string | null | undefined,
  into: EtaHistogram = new EtaHistogram()
): EtaHistogram {
  if (!text) return into
  let start = 0
  while (start < text.length) {
    let end = text.indexOf(" ", start)
    if (end === -1) end = text.length
    if (end > start) {
      const first = text.indexOf(":", start)
      const second = text.indexOf(":", first + 1)
      into.add(
        Number(text.slice(start, first)),
        Number(text.slice(first + 1, second)),
        Number(text.slice(second + 1, end))
      )
    }
    start = end + 1
  }
  return into
}

/** Adds `from`'s buckets to `into`. */
export function mergeHistogram(into: EtaHistogram, from: EtaHistogram) {
  for (let b = 0; b < from.top; b++)
    if (from.counts[b] !== 0) into.add(b, from.counts[b]!, from.sums[b]!)
  return into
}

/**
 * The `p` percentile (0-1) of the errors, interpolated between the two nearest ranks as SQL's
 * `percentile_cont` does, each error read as its bucket's mean: exact when the errors on those
 * ranks are alone in their buckets, within a bucket's width (a minute below 2 hours) otherwise.
 * Null when there are none.
 */
export function percentileOf(
  histogram: EtaHistogram,
  p: number
): number | null {
  const { counts, sums, top } = histogram
  let total = 0
  for (let b = 0; b < top; b++) total += counts[b]!
  if (total === 0) return null
  const rank = p * (total - 1)
  const below = Math.floor(rank)
  const above = Math.ceil(rank)
  // The means of the buckets holding the errors of ranks `below` and `above` (0-based).
  let low = 0
  let high = 0
  let seen = 0
  for (let b = 0; b < top; b++) {
    if (counts[b] === 0) continue
    const mean = sums[b]! / counts[b]!
    if (below >= seen) low = mean
    seen += counts[b]!
    if (above < seen) {
      high = mean
      break
    }
  }
  return low + (rank - below) * (high - low)
}
