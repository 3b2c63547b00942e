import type { TravelProfile } from "./types.ts"

/**
 * Time-dependent travel (Ichoua, Gendreau and Potvin 2003): the arc's
 * matrix duration `base` is driven band by band from `depart`, each band at
 * its zone's factor (1.6: 60 % slower), so that a later departure never
 * arrives earlier (FIFO). The arrival is rounded up to a whole second (a
 * profile of all 1.0 gives depart + base exactly).
 *
 * @param profile - the problem's profile (checked by `checkProfile`)
 * @param from - the arc's first location, whose zone it is driven in
 * @param base - the arc's matrix duration in seconds
 * @param depart - when the vehicle leaves `from`
 * @returns the arrival time
 */
export function profileArrival(
  profile: TravelProfile,
  from: number,
  base: number,
  depart: number
): number {
  if (!(base > 0)) return depart
  const starts = profile.bandStarts
  const row = profile.factors[profile.locationZones?.[from] ?? 0] as number[]
  let b = bandAt(starts, depart)
  let t = depart
  let left = base
  for (;;) {
    const factor = row[b] as number
    const end = b + 1 < starts.length ? (starts[b + 1] as number) : Infinity
    const need = left * factor
    if (t + need <= end) {
      t += need
      break
    }
    left -= (end - t) / factor
    t = end
    b++
  }
  return Math.ceil(t - 1e-7) || 0
}

/** The band holding time t: the last one starting at or before t, else band 0. */
function bandAt(starts: readonly number[], t: number): number {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if ((starts[mid] as number) <= t) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** Throws a RangeError when the profile does not fit a problem of L locations. */
export function checkProfile(profile: TravelProfile, L: number): void {
  const starts = profile.bandStarts
  const B = starts.length
  if (B === 0) throw new RangeError("travelProfile: no bands")
  for (let i = 0; i < B; i++)
    if (
      !Number.isFinite(starts[i]) ||
      (i > 0 && !((starts[i] as number) > (starts[i - 1] as number)))
    )
      throw new RangeError("travelProfile: band starts must ascend")
  const zones = profile.factors.length
  for (const row of profile.factors)
    if (row.length !== B || !row.every((f) => f > 0 && Number.isFinite(f)))
      throw new RangeError("travelProfile: a factor > 0 per zone and band")
  const lz = profile.locationZones
  if (lz === undefined) {
    if (zones === 0) throw new RangeError("travelProfile: no zones")
    return
  }
  if (lz.length !== L)
    throw new RangeError("travelProfile: a zone per location")
  if (!lz.every((z) => Number.isInteger(z) && z >= 0 && z < zones))
    throw new RangeError("travelProfile: unknown zone")
}
