// Learned travel-time profiles (issue 44): how much slower (or faster) than the travel source
// the drivers really drove, per zone and hour of the week, expanded onto a problem's clock as
// the solver's `Problem.travelProfile`.
import type { TravelProfile } from "@ruta/optimizer/model/types"

/** The hours of a week: Monday 00:00-00:59 is 0, Sunday 23:00-23:59 is 167. */
export const HOURS_OF_WEEK = 7 * 24

/** A grid cell of this many degrees is a zone (about 5 km), where a client drew none. */
export const ZONE_DEGREES = 0.05

/**
 * How many observations a cell's factor is worth as much as the prior 1.0: a cell with this many
 * legs is half learned, half the travel source's word.
 */
export const PRIOR_WEIGHT = 20

/** A learned factor is held within these bounds (a fix or a lunch break is not traffic). */
export const FACTOR_BOUNDS = { min: 0.5, max: 3 } as const

/** One driven leg: where it left from, when (hour of the week, site's clock), and its ratio. */
export interface LegObservation {
  zone: string
  hourOfWeek: number
  /** Driven seconds over the travel source's seconds for the same leg. */
  ratio: number
}

/** A learned profile: per zone, 168 factors (one per hour of the week). */
export interface LearnedProfile {
  zones: Map<string, number[]>
  /** How many legs it was learned from. */
  legs: number
}

/** The zone of a point on the grid: its cell's south-west corner, "19.4,-99.15". */
export function zoneOf(latitude: number, longitude: number): string {
  const cell = (v: number) =>
    Number((Math.floor(v / ZONE_DEGREES) * ZONE_DEGREES).toFixed(4))
  return `${cell(latitude)},${cell(longitude)}`
}

/**
 * A factor shrunk towards 1.0 by its evidence (a Bayesian mean with `PRIOR_WEIGHT` pseudo-legs
 * at 1.0): thin data moves it little, plenty of data lets the legs speak.
 *
 * @param ratios - the legs' driven over modelled seconds
 * @returns the factor, within FACTOR_BOUNDS
 */
export function shrunkFactor(ratios: readonly number[]): number {
  const sum = ratios.reduce((s, r) => s + r, 0)
  const factor = (sum + PRIOR_WEIGHT * 1) / (ratios.length + PRIOR_WEIGHT)
  return Math.min(FACTOR_BOUNDS.max, Math.max(FACTOR_BOUNDS.min, factor))
}

/** Learns a factor per zone and hour of the week from driven legs. */
export function learnProfile(legs: readonly LegObservation[]): LearnedProfile {
  const cells = new Map<string, number[][]>()
  for (const leg of legs) {
    if (!(leg.ratio > 0) || !Number.isFinite(leg.ratio)) continue
    const hours =
      cells.get(leg.zone) ??
      Array.from({ length: HOURS_OF_WEEK }, () => [] as number[])
    hours[leg.hourOfWeek]?.push(leg.ratio)
    cells.set(leg.zone, hours)
  }
  const zones = new Map<string, number[]>()
  for (const [zone, hours] of cells)
    zones.set(
      zone,
      hours.map((ratios) => shrunkFactor(ratios))
    )
  return { zones, legs: legs.length }
}

/**
 * The learned profile on a problem's clock: a band for each hour of the week the horizon crosses
 * (cut at the site's whole hours), each location in its zone (a zone nobody drove in keeps the
 * travel source's times, factor 1).
 *
 * @param profile - the learned factors
 * @param locations - the problem's locations, in order
 * @param origin - where the clock's 0 falls: seconds since Monday 00:00 on the site's clock
 * @param horizon - how many seconds of the clock the bands cover (a day by default)
 */
export function expandProfile(
  profile: LearnedProfile,
  locations: readonly { lat: number; lng: number }[],
  origin: number,
  horizon = 24 * 3600
): TravelProfile {
  const intoHour = ((origin % 3600) + 3600) % 3600
  const bandStarts = [0]
  for (let at = 3600 - intoHour; at < horizon; at += 3600) bandStarts.push(at)
  const hourOfWeek = (at: number) =>
    ((Math.floor((origin + at) / 3600) % HOURS_OF_WEEK) + HOURS_OF_WEEK) %
    HOURS_OF_WEEK
  const names = [...profile.zones.keys()]
  const index = new Map(names.map((name, i) => [name, i + 1]))
  const factors = [
    bandStarts.map(() => 1),
    ...names.map((name) => {
      const week = profile.zones.get(name)!
      return bandStarts.map((at) => week[hourOfWeek(at)] ?? 1)
    }),
  ]
  return {
    bandStarts,
    locationZones: locations.map((l) => index.get(zoneOf(l.lat, l.lng)) ?? 0),
    factors,
  }
}
