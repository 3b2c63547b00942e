import { createContext, useContext } from "react"

import type { DriverOnRoute } from "./api/live-map.ts"

/** How late (seconds past its window) each stop on the road is predicted, by id. */
export type PredictedLateness = ReadonlyMap<number, number>

const NONE: PredictedLateness = new Map()

/**
 * The stops predicted late on a screen of many stop rows (the workspace): rows read it through
 * this context, so a new prediction redraws their flags, not the memoized rows.
 */
export const PredictedLatenessContext = createContext<PredictedLateness>(NONE)

/** The drivers' late stops, by id. */
export const latenessOf = (drivers: DriverOnRoute[]): PredictedLateness =>
  new Map(
    drivers.flatMap((driver) =>
      driver.late.map((stop) => [stop.id_stop, stop.late_seconds] as const)
    )
  )

/** How late a stop is predicted (seconds), if it is. */
export const usePredictedLateness = (id_stop: number) =>
  useContext(PredictedLatenessContext).get(id_stop)
