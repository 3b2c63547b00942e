import type { ImportRow } from "./import/import-row.ts"

const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/

/**
 * Reads typed addresses, one per line (blank lines skipped): "latitude,longitude" within range
 * is a point, anything else an address to find.
 *
 * @param text - what the planner typed or pasted
 * @returns each line as an import row numbered from 1 (typed lines are never depots)
 */
export function parseAddressLines(text: string): ImportRow[] {
  return text.split(/\r?\n/).flatMap((raw, index): ImportRow[] => {
    const value = raw.trim()
    if (!value) return []
    const match = COORDINATES.exec(value)
    const latitude = Number(match?.[1])
    const longitude = Number(match?.[2])
    const point =
      match && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
        ? { latitude, longitude }
        : null
    return [
      {
        key: index,
        line: index + 1,
        name: "",
        address: point ? "" : value.slice(0, 300),
        point,
        depot: false,
        details: {},
        problems: [],
        found: null,
        leftOut: false,
      },
    ]
  })
}
