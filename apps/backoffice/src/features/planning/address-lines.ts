/**
 * One line of typed addresses (or one spreadsheet row): a text to geocode, or coordinates as
 * "latitude,longitude"; with the stop's name when the sheet has one.
 */
export type AddressLine = { line: number; name?: string } & (
  { address: string } | { latitude: number; longitude: number }
)

const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/

/**
 * Reads typed addresses, one per line (blank lines skipped): "latitude,longitude" within range
 * is a point, anything else an address to find.
 *
 * @param text - what the planner typed or pasted
 * @returns each line with its number (from 1)
 */
export function parseAddressLines(text: string): AddressLine[] {
  return text.split(/\r?\n/).flatMap((raw, index): AddressLine[] => {
    const value = raw.trim()
    if (!value) return []
    const match = COORDINATES.exec(value)
    const latitude = Number(match?.[1])
    const longitude = Number(match?.[2])
    if (match && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)
      return [{ line: index + 1, latitude, longitude }]
    return [{ line: index + 1, address: value.slice(0, 300) }]
  })
}
