/** Where the phone is: its latitude and longitude, and how sure it is (metres). */
export interface Position {
  latitude: number
  longitude: number
  accuracy?: number
}

/**
 * Where the phone is now, or null when it cannot tell in time, has no geolocation, or the driver
 * refused it: an arrival is recorded either way.
 */
export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
  timeout = 8_000
): Promise<Position | null> {
  if (!geolocation) return Promise.resolve(null)
  return new Promise((resolve) =>
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          ...(Number.isFinite(coords.accuracy)
            ? { accuracy: Math.min(coords.accuracy, 100_000) }
            : {}),
        }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout, maximumAge: 30_000 }
    )
  )
}
