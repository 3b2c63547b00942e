import type { Coordinates, TravelMatrices, TravelMode } from "@ruta/optimizer"

import type { FetchFailure } from "../../platform/lib/fetch-json.ts"
import { fetchJson } from "../../platform/lib/fetch-json.ts"
import { TravelError } from "./travel-error.ts"
import type { RoadPath, TravelSource } from "./travel-source.ts"

/** One block of a matrix: the rows and columns asked, and their values (null: no road). */
export interface MatrixBlock {
  durations: (number | null)[][]
  distances: (number | null)[][]
}

/** What a road service (OSRM, Valhalla) answers, as its adapter reads it. */
export interface RoadService {
  name: string
  /** Durations (s) and distances (m) from every source to every target. */
  block(
    sources: readonly Coordinates[],
    targets: readonly Coordinates[],
    mode: TravelMode,
    call: ServiceCall
  ): Promise<MatrixBlock>
  /** The road geometry through the points in order. */
  route(
    points: readonly Coordinates[],
    mode: TravelMode,
    call: ServiceCall
  ): Promise<RoadPath>
}

/** Calls the service's JSON API with the configured timeout and this service's error wording. */
export type ServiceCall = (
  url: URL,
  init?: { method?: "POST"; body?: unknown }
) => Promise<unknown>

export interface RoadServiceOptions {
  timeoutMs: number
  /** The most locations per side of one matrix request. */
  chunk: number
  /** Matrices kept for re-optimizing the same stops (most recent first out). */
  cacheEntries?: number
}

function failure(
  service: string,
  timeoutMs: number,
  f: FetchFailure
): TravelError {
  if (f.kind === "timeout")
    return new TravelError(
      `The travel-time service (${service}) did not answer within ${timeoutMs} ms.`
    )
  if (f.kind === "unreachable")
    return new TravelError(
      `The travel-time service (${service}) could not be reached.`
    )
  if (f.kind === "status") {
    // OSRM explains a refusal in `message`, Valhalla in `error`.
    const { message, error } = (f.body ?? {}) as {
      message?: unknown
      error?: unknown
    }
    const reason = typeof message === "string" ? message : error
    return typeof reason === "string"
      ? refused(service, reason)
      : new TravelError(
          `The travel-time service (${service}) answered HTTP ${f.status}.`
        )
  }
  return new TravelError(
    `The travel-time service (${service}) did not answer with JSON.`
  )
}

/** A refusal the service explains in its answer. */
export const refused = (service: string, reason: string) =>
  new TravelError(
    `The travel-time service (${service}) refused the request: ${reason}.`
  )

/** Runs `tasks` two at a time, keeping their order. */
async function inPairs<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await tasks[index]!()
    }
  }
  await Promise.all([lane(), lane()])
  return results
}

const keyOf = (mode: TravelMode, locations: readonly Coordinates[]) =>
  `${mode}|${locations.map((p) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`).join(";")}`

/**
 * A travel source over a road service: matrices asked in blocks of at most `chunk` locations per
 * side (two requests at a time) and assembled, kept in a small cache, and every failure or
 * unreachable pair reported as a TravelError.
 */
export function roadTravel(
  service: RoadService,
  options: RoadServiceOptions
): TravelSource {
  const call: ServiceCall = (url, init = {}) =>
    fetchJson(url, { ...init, timeoutMs: options.timeoutMs }, (f) =>
      failure(service.name, options.timeoutMs, f)
    )
  const cache = new Map<string, TravelMatrices>()
  const capacity = options.cacheEntries ?? 20

  async function compute(locations: readonly Coordinates[], mode: TravelMode) {
    const n = locations.length
    const durations = new Int32Array(n * n)
    const distances = new Int32Array(n * n)
    const starts: number[] = []
    for (let i = 0; i < n; i += options.chunk) starts.push(i)
    const tasks = starts.flatMap((row) =>
      starts.map((column) => async () => {
        const sources = locations.slice(row, row + options.chunk)
        const targets = locations.slice(column, column + options.chunk)
        const block = await service.block(sources, targets, mode, call)
        sources.forEach((_, i) =>
          targets.forEach((__, j) => {
            const duration = block.durations[i]?.[j]
            const distance = block.distances[i]?.[j]
            if (duration == null || distance == null)
              throw new TravelError(
                `The travel-time service (${service.name}) cannot reach one of the stops.`
              )
            durations[(row + i) * n + column + j] = Math.round(duration)
            distances[(row + i) * n + column + j] = Math.round(distance)
          })
        )
      })
    )
    await inPairs(tasks)
    return { size: n, durations, distances }
  }

  return {
    async matrices(locations, mode) {
      const key = keyOf(mode, locations)
      const cached = cache.get(key)
      if (cached) {
        cache.delete(key)
        cache.set(key, cached)
        return cached
      }
      const matrices = await compute(locations, mode)
      cache.set(key, matrices)
      if (cache.size > capacity) cache.delete(cache.keys().next().value!)
      return matrices
    },
    path: (points, mode) => service.route(points, mode, call),
  }
}
