import { FIGURE_COLORS } from "../geometry/figure"
import type { LatLng } from "../geometry/lat-lng"
import type { RoutePath } from "../lib/features"
import type { MapLocation } from "../lib/map-config"

/** Story fixtures: a depot and stops around Mexico City. */
export const CITY: LatLng = { lat: 19.4326, lng: -99.1332 }

export const DEPOT: MapLocation = {
  id: "depot",
  name: "Depot",
  latitude: CITY.lat,
  longitude: CITY.lng,
  isDepot: true,
}

/**
 * A grid of stops round the centre, split into routes column by column.
 *
 * @param size - stops per side
 * @param spacing - degrees between stops
 * @param routes - number of routes
 */
export function gridStops(
  size: number,
  spacing: number,
  routes = 3
): MapLocation[] {
  const stops: MapLocation[] = []
  const half = (size - 1) / 2
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const route = Math.floor((col * routes) / size)
      stops.push({
        id: `s-${row}-${col}`,
        name: `Stop ${row}-${col}`,
        latitude: CITY.lat + (half - row) * spacing,
        longitude: CITY.lng + (col - half) * spacing,
        routeId: route,
        color: FIGURE_COLORS[route % FIGURE_COLORS.length],
        order: row + 1 + (col % Math.ceil(size / routes)) * size,
      })
    }
  }
  return stops
}

/**
 * Many stops over the city in routes of 100, each route a loop round its own
 * neighbourhood as delivery routes are (seeded, repeatable).
 *
 * @param count - number of stops
 * @param seed - random seed
 */
export function manyStops(count: number, seed = 7): MapLocation[] {
  let state = seed
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
  const stops: MapLocation[] = []
  let centre = CITY
  for (let i = 0; i < count; i++) {
    const route = Math.floor(i / 100)
    const order = i % 100
    if (order === 0)
      centre = {
        lat: CITY.lat + (random() - 0.5) * 0.45,
        lng: CITY.lng + (random() - 0.5) * 0.55,
      }
    const angle = (2 * Math.PI * order) / 100
    const reach = 0.012 + random() * 0.012
    stops.push({
      id: i,
      name: `Stop ${i + 1}`,
      latitude: centre.lat + Math.sin(angle) * reach,
      longitude: centre.lng + Math.cos(angle) * reach,
      routeId: route,
      color: FIGURE_COLORS[route % FIGURE_COLORS.length],
      order: order + 1,
    })
  }
  return stops
}

/** Straight-segment paths for the routes in `stops`. */
export function routePaths(stops: readonly MapLocation[]): RoutePath[] {
  const ids = [...new Set(stops.map((s) => s.routeId))].filter(
    (id): id is number | string => id != null
  )
  return ids.map((routeId) => ({
    routeId,
    color: stops.find((s) => s.routeId === routeId)?.color ?? "#1e88e5",
    returnToDepot: true,
  }))
}
