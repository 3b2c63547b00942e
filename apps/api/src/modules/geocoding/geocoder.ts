import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import { fetchJson } from "../../platform/lib/fetch-json.ts"

/** A place a geocoding service found. */
export interface Place {
  address: string
  latitude: number
  longitude: number
}

/** One geocoding service behind the same interface (docs/geocoding.md). */
export interface Geocoder {
  name: "offline" | "nominatim" | "photon" | "google"
  /** Places for an address text, best first (at most `limit`). */
  search(query: string, limit: number): Promise<Place[]>
  /** The address at a point, or null. */
  reverse(latitude: number, longitude: number): Promise<Place | null>
}

export interface GeocoderOptions {
  GEOCODER: "offline" | "nominatim" | "photon" | "google"
  GEOCODER_URL?: string | undefined
  GOOGLE_GEOCODING_API_KEY?: string | undefined
  GOOGLE_GEOCODING_URL: string
  GEOCODER_TIMEOUT_MS: number
}

const upstream = (message: string) =>
  new AppError(502, ErrorCode.UPSTREAM_ERROR, message)

/** GETs JSON from a geocoding service, with a timeout and clear errors (502, never 500). */
function getJson(url: URL, timeoutMs: number, service: string) {
  return fetchJson(
    url,
    {
      timeoutMs,
      // Nominatim's usage policy asks for an identifying user agent.
      headers: { "user-agent": "Ruta route planner" },
    },
    (failure) =>
      upstream(
        failure.kind === "timeout"
          ? `The geocoding service (${service}) did not answer within ${timeoutMs} ms.`
          : failure.kind === "unreachable"
            ? `The geocoding service (${service}) could not be reached.`
            : failure.kind === "status"
              ? `The geocoding service (${service}) answered HTTP ${failure.status}.`
              : `The geocoding service (${service}) did not answer with JSON.`
      )
  )
}

const toNumber = (value: unknown) => {
  const n = typeof value === "string" ? Number(value) : value
  return typeof n === "number" && Number.isFinite(n) ? n : null
}

function place(address: unknown, lat: unknown, lng: unknown): Place | null {
  const latitude = toNumber(lat)
  const longitude = toNumber(lng)
  if (latitude === null || longitude === null) return null
  return {
    address: typeof address === "string" ? address : "",
    latitude,
    longitude,
  }
}

const present = <T>(value: T | null): value is T => value !== null

/** Nominatim (OpenStreetMap): `/search?format=jsonv2` and `/reverse?format=jsonv2`. */
export function nominatimGeocoder(base: string, timeoutMs: number): Geocoder {
  const url = (path: string) =>
    new URL(path, base.endsWith("/") ? base : `${base}/`)
  type Row = { display_name?: unknown; lat?: unknown; lon?: unknown }
  return {
    name: "nominatim",
    async search(query, limit) {
      const target = url("search")
      target.search = new URLSearchParams({
        q: query,
        format: "jsonv2",
        limit: String(limit),
      }).toString()
      const body = await getJson(target, timeoutMs, "nominatim")
      if (!Array.isArray(body))
        throw upstream(
          "The geocoding service (nominatim) answered an unknown format."
        )
      return (body as Row[])
        .map((row) => place(row.display_name, row.lat, row.lon))
        .filter(present)
    },
    async reverse(latitude, longitude) {
      const target = url("reverse")
      target.search = new URLSearchParams({
        lat: String(latitude),
        lon: String(longitude),
        format: "jsonv2",
      }).toString()
      const body = (await getJson(target, timeoutMs, "nominatim")) as Row & {
        error?: unknown
      }
      if (body.error) return null
      return place(body.display_name, body.lat, body.lon)
    },
  }
}

/** Photon (komoot): GeoJSON from `/api?q=` and `/reverse?lat=&lon=`. */
export function photonGeocoder(base: string, timeoutMs: number): Geocoder {
  const url = (path: string) =>
    new URL(path, base.endsWith("/") ? base : `${base}/`)
  type Feature = {
    geometry?: { coordinates?: unknown[] }
    properties?: Record<string, unknown>
  }
  const label = (p: Record<string, unknown> = {}) => {
    const street = [p.street, p.housenumber].filter(Boolean).join(" ")
    return [p.name, street, p.postcode, p.city, p.state, p.country]
      .filter((part) => typeof part === "string" && part !== "")
      .filter((part, index, all) => all.indexOf(part) === index)
      .join(", ")
  }
  const features = (body: unknown): Place[] => {
    const list = (body as { features?: unknown }).features
    if (!Array.isArray(list))
      throw upstream(
        "The geocoding service (photon) answered an unknown format."
      )
    return (list as Feature[])
      .map((f) =>
        place(
          label(f.properties),
          f.geometry?.coordinates?.[1],
          f.geometry?.coordinates?.[0]
        )
      )
      .filter(present)
  }
  return {
    name: "photon",
    async search(query, limit) {
      const target = url("api")
      target.search = new URLSearchParams({
        q: query,
        limit: String(limit),
      }).toString()
      return features(await getJson(target, timeoutMs, "photon"))
    },
    async reverse(latitude, longitude) {
      const target = url("reverse")
      target.search = new URLSearchParams({
        lat: String(latitude),
        lon: String(longitude),
      }).toString()
      return features(await getJson(target, timeoutMs, "photon"))[0] ?? null
    },
  }
}

/** Google's Geocoding API: `?address=` and `?latlng=`, with the API key. */
export function googleGeocoder(
  endpoint: string,
  key: string,
  timeoutMs: number
): Geocoder {
  type Body = {
    status?: string
    error_message?: string
    results?: {
      formatted_address?: unknown
      geometry?: { location?: { lat?: unknown; lng?: unknown } }
    }[]
  }
  async function call(params: Record<string, string>) {
    const target = new URL(endpoint)
    target.search = new URLSearchParams({ ...params, key }).toString()
    const body = (await getJson(target, timeoutMs, "google")) as Body
    if (body.status === "ZERO_RESULTS") return []
    if (body.status !== "OK" || !Array.isArray(body.results))
      throw upstream(
        `The geocoding service (google) refused the request: ${body.status ?? "no status"}${
          body.error_message ? ` (${body.error_message})` : ""
        }.`
      )
    return body.results
      .map((r) =>
        place(
          r.formatted_address,
          r.geometry?.location?.lat,
          r.geometry?.location?.lng
        )
      )
      .filter(present)
  }
  return {
    name: "google",
    async search(query, limit) {
      return (await call({ address: query })).slice(0, limit)
    },
    async reverse(latitude, longitude) {
      return (await call({ latlng: `${latitude},${longitude}` }))[0] ?? null
    },
  }
}

/** The offline default: no service; coordinates and the address book only. */
export const offlineGeocoder: Geocoder = {
  name: "offline",
  search: async () => [],
  reverse: async () => null,
}

/** The configured geocoder (GEOCODER, GEOCODER_URL, GOOGLE_GEOCODING_API_KEY). */
export function createGeocoder(options: GeocoderOptions): Geocoder {
  const timeout = options.GEOCODER_TIMEOUT_MS
  switch (options.GEOCODER) {
    case "nominatim":
      return nominatimGeocoder(options.GEOCODER_URL!, timeout)
    case "photon":
      return photonGeocoder(options.GEOCODER_URL!, timeout)
    case "google":
      return googleGeocoder(
        options.GOOGLE_GEOCODING_URL,
        options.GOOGLE_GEOCODING_API_KEY!,
        timeout
      )
    default:
      return offlineGeocoder
  }
}

/** "lat,lng" text (as typed or pasted from a map), or null. */
export function parseCoordinates(
  text: string
): { latitude: number; longitude: number } | null {
  const match =
    /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text)
  if (!match) return null
  const latitude = Number(match[1])
  const longitude = Number(match[2])
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return { latitude, longitude }
}

/**
 * The spec's depot rule for geocoded results: a depot when the flag is set, the alias is missing,
 * or the alias is depot, departure or start (case-insensitive).
 */
export function isDepotResult(
  alias: string | null | undefined,
  flag?: boolean
) {
  if (flag === true) return true
  const text = (alias ?? "").trim()
  return text === "" || /^(depot|departure|start)$/i.test(text)
}
