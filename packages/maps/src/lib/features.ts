import type { Feature, FeatureCollection, LineString, Point } from "geojson"

import type { LatLng } from "../geometry/lat-lng"
import { filterLocations, type MapLocation } from "./map-config"

/** Marker colour when a location belongs to no route. */
export const DEFAULT_MARKER_COLOR = "#1e88e5"
/** Depot marker colour. */
export const DEPOT_COLOR = "#263238"

/** Properties of one marker feature, read by the map's marker layers. */
export type MarkerProperties = {
  id: string
  label: string
  color: string
  depot: boolean
  selected: boolean
}

/**
 * Builds the GeoJSON for the markers: one point per location, numbered by
 * stop order and coloured by route (the config's `customizedMarkers`), or
 * plain markers in one colour.
 *
 * @param locations - the locations to show
 * @param selectedIds - ids drawn in the selected state
 * @param routeColors - colour per route id, used when a location has none
 * @param customized - number and colour the markers (default true)
 * @returns a feature collection whose feature ids are the location ids
 */
export function markerFeatures(
  locations: readonly MapLocation[],
  selectedIds: ReadonlySet<string | number> = new Set(),
  routeColors: ReadonlyMap<string | number, string> = new Map(),
  customized = true
): FeatureCollection<Point, MarkerProperties> {
  return {
    type: "FeatureCollection",
    features: locations.map((l) => ({
      type: "Feature",
      id: String(l.id),
      geometry: { type: "Point", coordinates: [l.longitude, l.latitude] },
      properties: {
        id: String(l.id),
        label: customized && typeof l.order === "number" ? String(l.order) : "",
        color: l.isDepot
          ? DEPOT_COLOR
          : !customized
            ? DEFAULT_MARKER_COLOR
            : (l.color ??
              (l.routeId != null ? routeColors.get(l.routeId) : undefined) ??
              DEFAULT_MARKER_COLOR),
        depot: l.isDepot === true,
        selected: selectedIds.has(l.id),
      },
    })),
  }
}

/**
 * A route's path. With `coordinates` (the routing provider's geometry) the
 * path follows them; without, it joins the route's stops in order with
 * straight segments, starting and ending at the depot when there is one.
 */
export type RoutePath = {
  routeId: string | number
  color: string
  coordinates?: LatLng[] | null
  returnToDepot?: boolean
}

/** Properties of one path feature. */
export type PathProperties = { routeId: string; color: string }

/**
 * Makes longitudes continuous along a line (each step under 180°) so a path
 * across the antimeridian is drawn the short way round.
 *
 * @param points - the line's points
 * @returns [lng, lat] positions with unwrapped longitudes
 */
export function unwrapLine(points: readonly LatLng[]): [number, number][] {
  const out: [number, number][] = []
  let prev: number | null = null
  for (const p of points) {
    let lng = p.lng
    if (prev !== null) {
      while (lng - prev > 180) lng -= 360
      while (lng - prev < -180) lng += 360
    }
    out.push([lng, p.lat])
    prev = lng
  }
  return out
}

/**
 * Builds the GeoJSON lines for route paths.
 *
 * @param paths - the routes to draw
 * @param locations - all locations; a route's stops are those with its routeId
 * @param depot - where straight paths start (optional)
 * @returns one line per route with at least two points
 */
export function pathFeatures(
  paths: readonly RoutePath[],
  locations: readonly MapLocation[],
  depot?: LatLng | null
): FeatureCollection<LineString, PathProperties> {
  const features: Feature<LineString, PathProperties>[] = []
  for (const path of paths) {
    let points: LatLng[]
    if (path.coordinates && path.coordinates.length > 1) {
      points = path.coordinates
    } else {
      const stops = filterLocations(
        locations,
        (l) => !l.isDepot && l.routeId === path.routeId
      ).map((l) => ({ lat: l.latitude, lng: l.longitude }))
      points = depot
        ? [depot, ...stops, ...(path.returnToDepot ? [depot] : [])]
        : stops
    }
    if (points.length < 2) continue
    features.push({
      type: "Feature",
      id: String(path.routeId),
      geometry: { type: "LineString", coordinates: unwrapLine(points) },
      properties: { routeId: String(path.routeId), color: path.color },
    })
  }
  return { type: "FeatureCollection", features }
}
