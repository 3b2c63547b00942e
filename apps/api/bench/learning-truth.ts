// The learning benchmark's city and its hidden truth (`learning.ts`): how long driving really
// takes at each hour and place, and how long each address's visits really take. Nothing here is
// told to the API; it only sees what the drivers do.
import { zoneOffsetMinutes } from "@ruta/validation/zoned-time"

import { offlineTravel } from "../src/modules/travel/travel-source.ts"

/** A seeded generator of uniform numbers in [0, 1) (mulberry32): the same seed, the same city. */
export function seeded(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A standard normal draw from two uniform ones (Box-Muller). */
export function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random())
}

/** A seed from several whole numbers, so that a draw depends on what it is about only. */
export const seedOf = (...parts: number[]) =>
  parts.reduce((h, p) => Math.imul(h ^ (p + 0x9e3779b9), 0x85ebca6b) >>> 0, 7)

export interface Point {
  latitude: number
  longitude: number
}

/** A customer of the city: an address visited again and again, and its visits' true median. */
export interface Customer extends Point {
  index: number
  address: string
  /** The true median of a visit here, in seconds (hidden). */
  serviceMedian: number
  /** A delivery window on the site's clock ("HH:MM"), for some customers. */
  window: { from: string; to: string } | null
}

/** The city centre (the depot is there): rush hours are worst within `CENTRE_METRES` of it. */
export const CENTRE: Point = { latitude: 19.4326, longitude: -99.1332 }
export const CENTRE_METRES = 3000
const CITY_METRES = 10_000

/** The hidden rush hours: 7-9 AM and 5-7 PM on weekdays, 1.6 × in the centre, 1.1 × elsewhere. */
export const RUSH = {
  hours: [
    [7, 9],
    [17, 19],
  ],
  centre: 1.6,
  elsewhere: 1.1,
} as const

/** How much a driven leg varies around the truth (log-normal sigma), and a visit around its median. */
const LEG_SIGMA = 0.08
const VISIT_SIGMA = 0.25
/** Addresses' medians: log-normal around 8 minutes (sigma 0.6), so a few take half an hour. */
const SERVICE_MEDIAN_S = 8 * 60
const SERVICE_SIGMA = 0.6

const metresBetween = (a: Point, b: Point) => {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(dLng / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A point `metres` from the centre at `angle` radians. */
const fromCentre = (metres: number, angle: number): Point => ({
  latitude: CENTRE.latitude + (metres * Math.cos(angle)) / 111_320,
  longitude:
    CENTRE.longitude +
    (metres * Math.sin(angle)) /
      (111_320 * Math.cos((CENTRE.latitude * Math.PI) / 180)),
})

/**
 * The city's customers: 40 % in the centre, the rest out to 10 km; each with its true visit
 * median, and a third with a two- or three-hour delivery window between 8 AM and 7 PM.
 */
export function makeCity(count: number, seed = 44): Customer[] {
  const random = seeded(seed)
  return Array.from({ length: count }, (_, index) => {
    const central = random() < 0.4
    const metres = central
      ? CENTRE_METRES * Math.sqrt(random())
      : Math.sqrt(
          CENTRE_METRES ** 2 +
            random() * (CITY_METRES ** 2 - CENTRE_METRES ** 2)
        )
    const point = fromCentre(metres, random() * 2 * Math.PI)
    const serviceMedian = Math.min(
      3600,
      Math.max(90, SERVICE_MEDIAN_S * Math.exp(SERVICE_SIGMA * normal(random)))
    )
    let window: Customer["window"] = null
    if (random() < 1 / 3) {
      const from = 8 + Math.floor(random() * 9)
      const to = from + (random() < 0.5 ? 2 : 3)
      window = {
        from: `${String(from).padStart(2, "0")}:00`,
        to: `${String(to).padStart(2, "0")}:00`,
      }
    }
    return {
      index,
      address: `Calle Banco ${index + 1}, Ciudad de México`,
      ...point,
      serviceMedian,
      window,
    }
  })
}

/** The customers of a day: `count` of the city's, drawn afresh each day (`dayIndex`). */
export function customersOfDay(
  city: readonly Customer[],
  seed: number,
  dayIndex: number,
  count: number
): Customer[] {
  const random = seeded(seed * 1000 + dayIndex)
  const pool = [...city]
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
  }
  return pool.slice(0, count)
}

export const inCentre = (p: Point) => metresBetween(p, CENTRE) <= CENTRE_METRES

/** The true slow-down at a wall-clock instant (epoch ms shifted to the site's clock). */
function slowDown(middle: Point, wall: number): number {
  const clock = new Date(wall)
  const weekday = clock.getUTCDay()
  if (weekday === 0 || weekday === 6) return 1
  const hour = clock.getUTCHours() + clock.getUTCMinutes() / 60
  const rush = RUSH.hours.some(([from, to]) => hour >= from && hour < to)
  if (!rush) return 1
  return inCentre(middle) ? RUSH.centre : RUSH.elsewhere
}

const model = offlineTravel()

/** The travel source's time for a leg (what the API plans with when it learned nothing), in s. */
export async function modelSeconds(a: Point, b: Point): Promise<number> {
  const { durations } = await model.matrices(
    [
      { lat: a.latitude, lng: a.longitude },
      { lat: b.latitude, lng: b.longitude },
    ],
    1
  )
  return durations[1]!
}

/**
 * How long the leg from `a` to `b` really takes leaving at `at` (epoch ms): the travel source's
 * time, slowed minute by minute by the rush hour the car is in (judged at the leg's middle, so a
 * leg slows down as the rush begins and speeds up as it ends; a later start never arrives
 * earlier), times the day's own luck on that leg (`luck`, a seed).
 */
export async function trueLegSeconds(
  a: Point,
  b: Point,
  at: number,
  timeZone: string,
  luck: number
): Promise<number> {
  let free = await modelSeconds(a, b)
  const middle = {
    latitude: (a.latitude + b.latitude) / 2,
    longitude: (a.longitude + b.longitude) / 2,
  }
  const noise = Math.exp(LEG_SIGMA * normal(seeded(luck)))
  const offset = zoneOffsetMinutes(new Date(at), timeZone) * 60_000
  let now = at
  while (free > 0) {
    const factor = slowDown(middle, now + offset) * noise
    const step = Math.min(60, free)
    free -= step
    now += step * factor * 1000
  }
  return (now - at) / 1000
}

/** How long a visit to `customer` really takes on a given day (`luck`, a seed), in s. */
export const trueVisitSeconds = (customer: Customer, luck: number) =>
  customer.serviceMedian * Math.exp(VISIT_SIGMA * normal(seeded(luck)))
