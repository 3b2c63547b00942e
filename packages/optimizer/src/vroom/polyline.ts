/** Google's encoded polyline (precision 5) of `[lon, lat]` points, as VROOM's `geometry`. */
export function encodePolyline(
  points: readonly (readonly [number, number])[]
): string {
  let out = ""
  let lastLat = 0
  let lastLng = 0
  for (const [lng, lat] of points) {
    const la = Math.round(lat * 1e5)
    const ln = Math.round(lng * 1e5)
    out += encodeValue(la - lastLat) + encodeValue(ln - lastLng)
    lastLat = la
    lastLng = ln
  }
  return out
}

function encodeValue(value: number): string {
  let v = value < 0 ? ~(value << 1) : value << 1
  let out = ""
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v & 0x1f)) + 63)
    v >>= 5
  }
  return out + String.fromCharCode(v + 63)
}
