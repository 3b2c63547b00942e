import type { Coordinates, TravelMatrices, TravelMode } from "./types.ts"

/** Gives travel durations and distances between locations for a travel mode. */
export interface MatrixProvider {
  /**
   * @param locations - every location of the problem, in index order
   * @param mode - the travel mode whose speed profile applies
   * @returns integer seconds and metres, row-major
   */
  getMatrices(
    locations: readonly Coordinates[],
    mode: TravelMode
  ): TravelMatrices
}

/** Mean door-to-door speeds in metres per second, per travel mode. */
export const DEFAULT_SPEEDS: Readonly<Record<TravelMode, number>> = {
  1: 30 / 3.6,
  2: 15 / 3.6,
  3: 5 / 3.6,
  4: 25 / 3.6,
}

const EARTH_RADIUS_M = 6_371_008.8

/** Great-circle distance in metres (haversine). */
export function greatCircleMetres(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The offline default: great-circle distance times a road factor, and time at
 * a constant speed per travel mode.
 */
export class GreatCircleMatrixProvider implements MatrixProvider {
  constructor(
    private readonly roadFactor = 1.3,
    private readonly speeds: Readonly<
      Record<TravelMode, number>
    > = DEFAULT_SPEEDS
  ) {
    if (!(roadFactor >= 1)) throw new RangeError("roadFactor must be >= 1")
  }

  getMatrices(
    locations: readonly Coordinates[],
    mode: TravelMode
  ): TravelMatrices {
    const n = locations.length
    const speed = this.speeds[mode]
    const distances = new Int32Array(n * n)
    const durations = new Int32Array(n * n)
    for (let i = 0; i < n; i++) {
      const a = locations[i] as Coordinates
      for (let j = i + 1; j < n; j++) {
        const metres = Math.round(
          greatCircleMetres(a, locations[j] as Coordinates) * this.roadFactor
        )
        const seconds = Math.ceil(metres / speed)
        distances[i * n + j] = metres
        distances[j * n + i] = metres
        durations[i * n + j] = seconds
        durations[j * n + i] = seconds
      }
    }
    return { size: n, durations, distances }
  }
}

/** Copies a caller's matrix into a typed array and checks its shape. */
export function toInt32Matrix(
  values: ArrayLike<number>,
  size: number
): Int32Array {
  if (values.length !== size * size) {
    throw new RangeError(
      `matrix has ${values.length} cells, expected ${size * size}`
    )
  }
  if (values instanceof Int32Array) return values
  const out = new Int32Array(size * size)
  for (let i = 0; i < out.length; i++) {
    const v = values[i] as number
    if (!Number.isFinite(v) || v < 0)
      throw new RangeError("matrix cells must be finite and >= 0")
    out[i] = Math.round(v)
  }
  return out
}
