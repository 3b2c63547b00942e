/**
 * Decodes an encoded polyline (Google's algorithm; Valhalla uses precision 6).
 *
 * @param encoded - the polyline text
 * @param precision - decimal digits of the coordinates (5 or 6)
 * @returns [longitude, latitude] pairs, as GeoJSON orders them
 */
export function decodePolyline(
  encoded: string,
  precision = 6
): [number, number][] {
  const factor = 10 ** precision
  const points: [number, number][] = []
  let index = 0
  let lat = 0
  let lng = 0
  const next = () => {
    let result = 0
    let shift = 0
    let byte: number
    do {
      byte = encoded.charCodeAt(index++) - 63
      result |= (byte & 0x1f) << shift
      shift += 5
    } while (byte >= 0x20)
    return result & 1 ? ~(result >> 1) : result >> 1
  }
  while (index < encoded.length) {
    lat += next()
    lng += next()
    points.push([lng / factor, lat / factor])
  }
  return points
}

/** Encodes [longitude, latitude] pairs as a polyline (the inverse of {@link decodePolyline}). */
export function encodePolyline(
  points: readonly [number, number][],
  precision = 6
): string {
  const factor = 10 ** precision
  let out = ""
  let lastLat = 0
  let lastLng = 0
  const put = (delta: number) => {
    let value = delta < 0 ? ~(delta << 1) : delta << 1
    while (value >= 0x20) {
      out += String.fromCharCode((0x20 | (value & 0x1f)) + 63)
      value >>= 5
    }
    out += String.fromCharCode(value + 63)
  }
  for (const [lng, lat] of points) {
    const la = Math.round(lat * factor)
    const ln = Math.round(lng * factor)
    put(la - lastLat)
    put(ln - lastLng)
    lastLat = la
    lastLng = ln
  }
  return out
}
