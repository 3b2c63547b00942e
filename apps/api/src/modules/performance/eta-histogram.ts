/**
 * ETA errors as a histogram (issue 44): per bucket (a minute wide up to 2 hours, wider beyond;
 * see `visit-figures.ts`) the number of errors and their sum, kept as text ("bucket:count:sum"
 * entries separated by spaces) so histograms add up by putting their texts end to end.
 */
export type EtaHistogram = Map<number, { count: number; sum: number }>

function addBucket(
  into: EtaHistogram,
  bucket: number,
  count: number,
  sum: number
) {
  const kept = into.get(bucket)
  if (kept) {
    kept.count += count
    kept.sum += sum
  } else into.set(bucket, { count, sum })
}

/** Adds the entries of `text` to `into` (a new histogram by default). */
export function addHistogram(
  text: string | null | undefined,
  into: EtaHistogram = new Map()
): EtaHistogram {
  if (!text) return into
  for (const entry of text.split(" ")) {
    if (entry === "") continue
    const [bucket, count, sum] = entry.split(":").map(Number) as [
      number,
      number,
      number,
    ]
    addBucket(into, bucket, count, sum)
  }
  return into
}

/** Adds `from`'s buckets to `into`. */
export function mergeHistogram(into: EtaHistogram, from: EtaHistogram) {
  for (const [bucket, { count, sum }] of from)
    addBucket(into, bucket, count, sum)
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
  const buckets = [...histogram.entries()]
    .filter(([, b]) => b.count > 0)
    .sort(([a], [b]) => a - b)
  const total = buckets.reduce((n, [, b]) => n + b.count, 0)
  if (total === 0) return null
  const rank = p * (total - 1)
  const valueAt = (index: number) => {
    let seen = 0
    for (const [, b] of buckets) {
      seen += b.count
      if (index < seen) return b.sum / b.count
    }
    const [, last] = buckets.at(-1)!
    return last.sum / last.count
  }
  const below = Math.floor(rank)
  const low = valueAt(below)
  return low + (rank - below) * (valueAt(Math.ceil(rank)) - low)
}
