/** Where the phone is: its latitude and longitude, and how sure it is (metres). */
export interface Position {
  latitude: number
  longitude: number
  accuracy?: number
}

/** The phone's last fix, kept across reloads (an arrival offline after a reload still has it). */
const LAST_KNOWN_KEY = "ruta.driver.lastPosition"
/** A fix older than this says nothing of where the phone is now. */
export const LAST_KNOWN_MAX_AGE_MS = 60 * 60_000

interface Remembered extends Position {
  /** When the phone took it (ms). */
  at: number
}

const storageOf = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** Keeps the phone's latest fix (from the tracker's `watchPosition` or an arrival's own ask). */
export function rememberPosition(
  position: Position,
  at: number,
  storage: Storage | undefined = storageOf()
) {
  const value: Remembered = {
    latitude: position.latitude,
    longitude: position.longitude,
    ...(position.accuracy === undefined ? {} : { accuracy: position.accuracy }),
    at,
  }
  try {
    const before = readRemembered(storage)
    // Fixes may come out of order (the watch and an arrival's ask): keep the latest.
    if (!before || before.at <= at)
      storage?.setItem(LAST_KNOWN_KEY, JSON.stringify(value))
  } catch {
    // Storage full or refused: the next fix tries again.
  }
}

function readRemembered(storage: Storage | undefined): Remembered | null {
  const raw = storage?.getItem(LAST_KNOWN_KEY)
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<Remembered>
    return typeof value.latitude === "number" &&
      typeof value.longitude === "number" &&
      typeof value.at === "number"
      ? (value as Remembered)
      : null
  } catch {
    return null
  }
}

/** The phone's last fix if it is at most an hour old, else null. */
export function lastKnownPosition(
  now = Date.now(),
  storage: Storage | undefined = storageOf()
): Position | null {
  const value = readRemembered(storage)
  if (!value || now - value.at > LAST_KNOWN_MAX_AGE_MS) return null
  const { at: _at, ...position } = value
  return position
}

/** A fix as the app keeps it: accuracy only when the phone gave a real one. */
export function positionOf({ coords }: GeolocationPosition): Position {
  return {
    latitude: coords.latitude,
    longitude: coords.longitude,
    ...(Number.isFinite(coords.accuracy)
      ? { accuracy: Math.min(coords.accuracy, 100_000) }
      : {}),
  }
}

/**
 * Where the phone is now; when it cannot tell in time (no fix yet, no signal for its network
 * location, a permission prompt left open) or refuses, where it was last seen within the hour;
 * null only when it never gave a fix. An arrival is recorded either way.
 */
export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
  timeout = 8_000,
  storage: Storage | undefined = storageOf()
): Promise<Position | null> {
  const fallback = () => lastKnownPosition(Date.now(), storage)
  if (!geolocation) return Promise.resolve(fallback())
  return new Promise((resolve) => {
    let settled = false
    const settle = (position: Position | null) => {
      if (settled) return
      settled = true
      clearTimeout(guard)
      resolve(position ?? fallback())
    }
    // `timeout` does not count a permission prompt: this does.
    const guard = setTimeout(() => settle(null), timeout + 1_000)
    geolocation.getCurrentPosition(
      (fix) => {
        const position = positionOf(fix)
        rememberPosition(position, fix.timestamp, storage)
        settle(position)
      },
      () => settle(null),
      { enableHighAccuracy: true, timeout, maximumAge: 30_000 }
    )
  })
}
