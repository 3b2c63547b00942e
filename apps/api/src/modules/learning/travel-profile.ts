// Learned travel-time profiles (issue 44): how much slower (or faster) than the travel source
// the drivers really drove, per zone and hour of the week, expanded onto a problem's clock as
// the solver's `Problem.travelProfile`.
import type { TravelProfile } from "@ruta/optimizer/model/types"
import { zoneDegrees as ZONE_DEGREES } from "@ruta/validation/values"

/** The hours of a week: Monday 00:00-00:59 is 0, Sunday 23:00-23:59 is 167. */
export const HOURS_OF_WEEK = 7 * 24

/**
 * How many observations a factor is worth as much as its prior: a cell with this many legs is
 * half learned, half its prior's word. The city's hour of the day is shrunk towards 1.0 (the
 * travel source's word), and an hour of the week in a zone towards the zone's hour of the day.
 */
export const PRIOR_WEIGHT = 20

/**
 * The same for a zone's hour of the day, shrunk towards the city's: rush hours come back every
 * weekday, so a zone learns its hour of the day from a few weeks of legs where one hour of the
 * week (seen once a week) would stay near the prior (issue 44's benchmark).
 */
export const ZONE_WEIGHT = 5

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
  /** The city's 168 factors: what a zone nobody drove in takes. */
  city: number[]
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
 * A factor shrunk towards its prior by its evidence (a Bayesian mean with `weight` pseudo-legs at
 * the prior): thin data moves it little, plenty of data lets the legs speak.
 *
 * @param ratios - the legs' driven over modelled seconds
 * @param prior - what the factor is without legs (1.0: the travel source's times)
 * @param weight - how many legs the prior is worth
 * @returns the factor, within FACTOR_BOUNDS
 */
export function shrunkFactor(
  ratios: readonly number[],
  prior = 1,
  weight = PRIOR_WEIGHT
): number {
  const sum = ratios.reduce((s, r) => s + r, 0)
  const factor = (sum + weight * prior) / (ratios.length + weight)
  return Math.min(FACTOR_BOUNDS.max, Math.max(FACTOR_BOUNDS.min, factor))
}

/** Weekdays' hours of the day are 0-23, weekend days' 24-47: they have rush hours of their own. */
const hourOfDayKind = (hourOfWeek: number) =>
  (hourOfWeek >= 5 * 24 ? 24 : 0) + (hourOfWeek % 24)

const ratioLists = (count: number) =>
  Array.from({ length: count }, () => [] as number[])

/**
 * Learns a factor per zone and hour of the week from driven legs, each level shrunk towards the
 * one above it: the city's hour of the day (weekdays and weekends apart) towards 1.0, a zone's
 * hour of the day towards the city's, and a zone's hour of the week towards the zone's hour of
 * the day. A rush hour seen on every weekday is learned in a few weeks; a zone or an hour nobody
 * drove keeps what is known above it.
 */
export function learnProfile(legs: readonly LegObservation[]): LearnedProfile {
  const city = ratioLists(48)
  const cells = new Map<string, { week: number[][]; day: number[][] }>()
  for (const leg of legs) {
    if (!(leg.ratio > 0) || !Number.isFinite(leg.ratio)) continue
    if (!(leg.hourOfWeek >= 0 && leg.hourOfWeek < HOURS_OF_WEEK)) continue
    const cell = cells.get(leg.zone) ?? {
      week: ratioLists(HOURS_OF_WEEK),
      day: ratioLists(48),
    }
    const hour = hourOfDayKind(leg.hourOfWeek)
    cell.week[leg.hourOfWeek]!.push(leg.ratio)
    cell.day[hour]!.push(leg.ratio)
    city[hour]!.push(leg.ratio)
    cells.set(leg.zone, cell)
  }
  const cityFactors = city.map((ratios) => shrunkFactor(ratios))
  const zones = new Map<string, number[]>()
  for (const [zone, cell] of cells) {
    const day = cell.day.map((ratios, hour) =>
      shrunkFactor(ratios, cityFactors[hour], ZONE_WEIGHT)
    )
    zones.set(
      zone,
      cell.week.map((ratios, hour) =>
        shrunkFactor(ratios, day[hourOfDayKind(hour)])
      )
    )
  }
  return {
    zones,
    city: Array.from(
      { length: HOURS_OF_WEEK },
      (_, hour) => cityFactors[hourOfDayKind(hour)]!
    ),
    legs: legs.length,
  }
}

/**
 * The learned profile on a problem's clock: a band for each hour of the week the horizon crosses
 * (cut at the site's whole hours), each location in its zone (a zone nobody drove in takes the
 * city's factors, 1 where nobody drove at all).
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
  const onClock = (week: readonly number[]) =>
    bandStarts.map((at) => week[hourOfWeek(at)] ?? 1)
  const factors = [
    onClock(profile.city),
    ...names.map((name) => onClock(profile.zones.get(name)!)),
  ]
  return {
    bandStarts,
    locationZones: locations.map((l) => index.get(zoneOf(l.lat, l.lng)) ?? 0),
    factors,
  }
}
