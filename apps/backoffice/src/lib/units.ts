// The units a client (or a site) shows its distances, weights and volumes in (spec section 3,
// Client configuration; the catalogs units-of-distance, units-of-weight and units-of-measure).
// Units are labels: weights and volumes are shown as typed, only with their unit's symbol;
// distances are stored in metres (what the solver and the road service measure) and converted
// here for display. Changing the configuration never changes a stored number.

/** A configuration's catalog ids, as GET /units and the configuration forms hold them. */
export interface UnitIds {
  id_unit_of_distance: number
  id_unit_of_measure: number
  id_unit_of_weight: number
}

/** Kilometres, cubic metres and kilograms: a configuration not loaded yet. */
export const DEFAULT_UNITS: UnitIds = {
  id_unit_of_distance: 1,
  id_unit_of_measure: 1,
  id_unit_of_weight: 1,
}

/** Units of distance by catalog id: their symbol and how many metres one is. */
const DISTANCE: Record<number, { symbol: string; metres: number }> = {
  1: { symbol: "km", metres: 1000 },
  2: { symbol: "mi", metres: 1609.344 },
}
/** Units of weight by catalog id. */
const WEIGHT: Record<number, string> = { 1: "kg", 2: "lb" }
/** Units of volume (the catalog's "unit of measure") by catalog id. */
const VOLUME: Record<number, string> = { 1: "m³", 2: "ft³" }

/** How the screens write distances, weights and volumes in one set of units and a language. */
export interface UnitFormat {
  /** "km" or "mi". */
  distanceUnit: string
  /** "kg" or "lb". */
  weightUnit: string
  /** "m³" or "ft³". */
  volumeUnit: string
  /** Metres in the unit of distance, one decimal: "12.3 km", "7.7 mi". */
  distance(metres: number): string
  /** A weight as stored, with its unit: "60 kg", "1,250.5 lb". */
  weight(amount: number): string
  /** A volume as stored, with its unit: "1.5 m³". */
  volume(amount: number): string
}

/**
 * The formats of `units` in `locale`; an id the catalogs do not hold reads as the default unit.
 *
 * @param units - The configuration's catalog ids.
 * @param locale - The UI's language, for the decimal and grouping marks.
 * @returns Unit symbols and formatters for distances (from metres), weights and volumes.
 */
export function unitFormat(units: UnitIds, locale: string): UnitFormat {
  const distance = DISTANCE[units.id_unit_of_distance] ?? DISTANCE[1]!
  const weightUnit = WEIGHT[units.id_unit_of_weight] ?? WEIGHT[1]!
  const volumeUnit = VOLUME[units.id_unit_of_measure] ?? VOLUME[1]!
  const oneDecimal = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 1,
  })
  const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })
  return {
    distanceUnit: distance.symbol,
    weightUnit,
    volumeUnit,
    distance: (metres) =>
      `${oneDecimal.format(metres / distance.metres)} ${distance.symbol}`,
    weight: (value) => `${amount.format(value)} ${weightUnit}`,
    volume: (value) => `${amount.format(value)} ${volumeUnit}`,
  }
}

/** A caller's configurations: the one shown by default and each of their sites'. */
export interface UnitsBySite extends UnitIds {
  sites: (UnitIds & { id_subsidiary: number })[]
}

/**
 * The configuration that applies to a row of site `id_subsidiary`: the site's when known, else
 * the caller's default; the defaults while nothing is loaded.
 */
export function unitsFor(
  units: UnitsBySite | undefined,
  id_subsidiary?: number | null
): UnitIds {
  const site =
    id_subsidiary == null
      ? undefined
      : units?.sites.find((s) => s.id_subsidiary === id_subsidiary)
  return site ?? units ?? DEFAULT_UNITS
}
