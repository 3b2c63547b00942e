/**
 * A point on the earth in degrees: latitude in [-90, 90], longitude in
 * [-180, 180] (other longitudes are wrapped where it matters).
 */
export type LatLng = { lat: number; lng: number }

/** Mean earth radius in metres (IUGG), the one the haversine formula uses. */
export const EARTH_RADIUS_METERS = 6_371_008.8

const DEGREES = Math.PI / 180

/** Converts degrees to radians. */
export function toRadians(degrees: number): number {
  return degrees * DEGREES
}

/** Converts radians to degrees. */
export function toDegrees(radians: number): number {
  return radians / DEGREES
}

/**
 * Wraps a value into the half-open interval [min, max).
 *
 * @param value - the value to wrap
 * @param min - the interval's start
 * @param max - the interval's end (excluded)
 * @returns the value shifted by a multiple of (max - min) into the interval
 */
export function wrap(value: number, min: number, max: number): number {
  if (value >= min && value < max) return value
  const span = max - min
  return ((((value - min) % span) + span) % span) + min
}

/**
 * Wraps a longitude into [-180, 180); 180 itself stays 180 so that a
 * rectangle's east edge at the antimeridian keeps its meaning.
 *
 * @param lng - a longitude in degrees
 * @returns the same meridian in [-180, 180]
 */
export function normalizeLng(lng: number): number {
  if (lng === 180) return 180
  return wrap(lng, -180, 180)
}

/**
 * Great-circle distance between two points (haversine).
 *
 * @param a - first point
 * @param b - second point
 * @returns the distance in metres
 */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const lat1 = toRadians(a.lat)
  const lat2 = toRadians(b.lat)
  const dLat = lat2 - lat1
  const dLng = toRadians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The point reached by travelling a distance along a great circle.
 *
 * @param from - start point
 * @param distance - metres to travel
 * @param bearing - initial bearing in degrees clockwise from north
 * @returns the destination, longitude wrapped into [-180, 180)
 */
export function destination(
  from: LatLng,
  distance: number,
  bearing: number
): LatLng {
  const delta = distance / EARTH_RADIUS_METERS
  const theta = toRadians(bearing)
  const lat1 = toRadians(from.lat)
  const lng1 = toRadians(from.lng)
  const sinLat2 =
    Math.sin(lat1) * Math.cos(delta) +
    Math.cos(lat1) * Math.sin(delta) * Math.cos(theta)
  const lat2 = Math.asin(Math.max(-1, Math.min(1, sinLat2)))
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(lat1),
      Math.cos(delta) - Math.sin(lat1) * Math.sin(lat2)
    )
  return { lat: toDegrees(lat2), lng: normalizeLng(toDegrees(lng2)) }
}

/**
 * The direction (unit vector mean) centre of points on the sphere. For the
 * vertices of a geodesic circle this is the circle's centre.
 *
 * @param points - at least one point
 * @returns the spherical centroid of the points
 */
export function sphericalCentroid(points: readonly LatLng[]): LatLng {
  let x = 0
  let y = 0
  let z = 0
  for (const p of points) {
    const lat = toRadians(p.lat)
    const lng = toRadians(p.lng)
    x += Math.cos(lat) * Math.cos(lng)
    y += Math.cos(lat) * Math.sin(lng)
    z += Math.sin(lat)
  }
  const hyp = Math.hypot(x, y)
  return {
    lat: toDegrees(Math.atan2(z, hyp)),
    lng: hyp < 1e-12 ? 0 : normalizeLng(toDegrees(Math.atan2(y, x))),
  }
}
