import type { Coordinates, TravelMatrices, TravelMode } from "@ruta/optimizer"
import { GreatCircleMatrixProvider } from "@ruta/optimizer"

/** A road path through points in order: [lng, lat] pairs, metres and seconds. */
export interface RoadPath {
  coordinates: [number, number][]
  distance: number
  duration: number
}

/** Where travel times and road paths come from: the offline model, OSRM or Valhalla. */
export interface TravelSource {
  matrices(
    locations: readonly Coordinates[],
    mode: TravelMode,
    signal?: AbortSignal
  ): Promise<TravelMatrices>
  path(
    locations: readonly Coordinates[],
    mode: TravelMode,
    signal?: AbortSignal
  ): Promise<RoadPath>
}

/**
 * The offline default: great-circle distance times a road factor at a speed per travel mode
 * (the optimizer's model), and straight segments for a path.
 */
export function offlineTravel(): TravelSource {
  const model = new GreatCircleMatrixProvider()
  return {
    matrices: async (locations, mode) => model.getMatrices(locations, mode),
    async path(locations, mode) {
      const { size, distances, durations } = model.getMatrices(locations, mode)
      let distance = 0
      let duration = 0
      for (let i = 1; i < size; i++) {
        distance += distances[(i - 1) * size + i]!
        duration += durations[(i - 1) * size + i]!
      }
      return {
        coordinates: locations.map((p) => [p.lng, p.lat] as [number, number]),
        distance,
        duration,
      }
    },
  }
}
