import { distanceMeters } from "@ruta/maps/geometry/lat-lng"
import { useEffect, useRef } from "react"

import type { DriverDay, PositionBatch } from "./api/driver-day.ts"
import { rememberPosition } from "./current-position.ts"

type Fix = PositionBatch["positions"][number]

/** A batch goes every 10 s, or as soon as the phone has moved 50 m since the last one sent. */
export const BATCH_MS = 10_000
export const BATCH_METRES = 50
/**
 * Offline, fixes are gathered for a minute per queued batch: a day without signal queues a few
 * hundred batches, not thousands of requests for when it comes back.
 */
export const OFFLINE_BATCH_MS = 60_000

export interface TrackerDeps {
  geolocation: Pick<Geolocation, "watchPosition" | "clearWatch">
  /** Queues a batch (the outbox keeps it until the server has it). */
  send: (batch: PositionBatch) => void
  isOnline: () => boolean
  /** Keeps every fix as the phone's last known position (an arrival falls back on it). */
  remember?: (fix: Fix) => void
  now?: () => number
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

const round = (value: number | null, digits: number) =>
  value === null || !Number.isFinite(value)
    ? null
    : Number(value.toFixed(digits))

/** The phone's fix as the server takes it; none when the browser gave nonsense. */
function fixOf(position: GeolocationPosition): Fix | null {
  const { latitude, longitude, accuracy, speed, heading } = position.coords
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  return {
    time: new Date(position.timestamp).toISOString(),
    latitude,
    longitude,
    accuracy: round(accuracy, 1),
    speed: speed === null || speed < 0 ? null : round(Math.min(speed, 100), 2),
    // A heading is NaN when the phone stands still.
    heading:
      heading === null || !Number.isFinite(heading)
        ? null
        : round(heading % 360, 1),
  }
}

/**
 * Follows the phone's position while one route is on the road (`watchPosition`, high accuracy)
 * and queues it in batches: every 10 s, or once it has moved 50 m, whichever comes first; offline
 * every minute. Stopping sends what was gathered.
 */
export function createPositionTracker(deps: TrackerDeps) {
  const now = deps.now ?? Date.now
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms))
  const clearTimer =
    deps.clearTimer ?? ((timer) => clearTimeout(timer as number))
  let route: number | null = null
  let watch: number | null = null
  let timer: unknown = null
  let gathered: Fix[] = []
  let lastSent: Fix | null = null
  let since = 0

  function flush() {
    if (timer !== null) clearTimer(timer)
    timer = null
    if (route === null || gathered.length === 0) return
    deps.send({ id_route: route, positions: gathered })
    lastSent = gathered.at(-1)!
    gathered = []
  }

  function heard(position: GeolocationPosition) {
    const fix = fixOf(position)
    if (fix) deps.remember?.(fix)
    // Phones repeat a fix with the same time: the server would keep it once anyway.
    if (!fix || fix.time === (gathered.at(-1) ?? lastSent)?.time) return
    if (gathered.length === 0) {
      since = now()
      timer = setTimer(flush, deps.isOnline() ? BATCH_MS : OFFLINE_BATCH_MS)
    }
    gathered.push(fix)
    const from = lastSent ?? gathered[0]!
    const moved = distanceMeters(
      { lat: from.latitude, lng: from.longitude },
      { lat: fix.latitude, lng: fix.longitude }
    )
    const wait = deps.isOnline() ? BATCH_MS : OFFLINE_BATCH_MS
    if ((moved >= BATCH_METRES && deps.isOnline()) || now() - since >= wait)
      flush()
  }

  return {
    /** Follows the phone for this route (a different route first ends the last). */
    start(id_route: number) {
      if (route === id_route) return
      this.stop()
      route = id_route
      watch = deps.geolocation.watchPosition(heard, () => {}, {
        enableHighAccuracy: true,
        maximumAge: 0,
        timeout: 30_000,
      })
    },

    /** Stops following, and queues what was gathered. */
    stop() {
      if (watch !== null) deps.geolocation.clearWatch(watch)
      watch = null
      flush()
      route = null
      lastSent = null
    },
  }
}

/** The driver's route on the road now (started, not completed), if any. */
export const routeOnTheRoad = (day: DriverDay | undefined): number | null =>
  day?.routes.find((route) => route.status_route === 2)?.id_route ?? null

/**
 * Tracks the phone while the route `id_route` is on the road (null: none is), queuing its
 * positions with `send`; it stops when the route ends or the screen closes.
 */
export function usePositionTracker(
  id_route: number | null,
  send: (batch: PositionBatch) => void
) {
  const sendRef = useRef(send)
  sendRef.current = send
  useEffect(() => {
    const geolocation = globalThis.navigator?.geolocation
    if (id_route === null || !geolocation) return
    const tracker = createPositionTracker({
      geolocation,
      send: (batch) => sendRef.current(batch),
      isOnline: () => navigator.onLine,
      remember: (fix) =>
        rememberPosition(
          {
            latitude: fix.latitude,
            longitude: fix.longitude,
            ...(fix.accuracy === null ? {} : { accuracy: fix.accuracy }),
          },
          Date.parse(fix.time)
        ),
    })
    tracker.start(id_route)
    return () => tracker.stop()
  }, [id_route])
}
