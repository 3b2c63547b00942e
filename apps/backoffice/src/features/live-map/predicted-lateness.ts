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

/** The live ETA (ISO) of each stop on the road, by id: the server's latest prediction. */
export type LiveEtas = ReadonlyMap<number, string>

const NO_ETAS: LiveEtas = new Map()

/** The live ETAs on a screen of many stop rows (the workspace), read as the lateness is. */
export const LiveEtasContext = createContext<LiveEtas>(NO_ETAS)

/** The drivers' live ETAs, by stop id (those the list was asked for: `with_etas`). */
export const liveEtasOf = (drivers: DriverOnRoute[]): LiveEtas =>
  new Map(
    drivers.flatMap((driver) =>
      (driver.etas ?? []).map((stop) => [stop.id_stop, stop.eta] as const)
    )
  )

/** A stop's live ETA, if it is on the road. */
export const useLiveEta = (id_stop: number) =>
  useContext(LiveEtasContext).get(id_stop)
