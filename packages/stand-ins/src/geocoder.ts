// A local stand-in for the three geocoders the product speaks, each in its real JSON format:
// Nominatim (`/nominatim/search`, `/nominatim/reverse`, jsonv2), Photon (`/photon/api`,
// `/photon/reverse`, GeoJSON) and Google's Geocoding API (`/google/maps/api/geocode/json`, with a
// key). They share one small world:
// - "Calle N, ..." is found at a fixed place of a grid over Mexico City;
// - a text naming a place of the gazetteer below (Zócalo, Macroplaza, Reforma, Madero) finds it;
// - "ambiguous" adds a second match in Toluca; "nowhere" (or any other text) finds nothing;
// - "fail" answers HTTP 500, "html" an HTML page, "slow" never answers (until the stand-in stops);
// - a reverse lookup answers the gazetteer's nearest place.
import { createServer } from "node:http"
import type { ServerResponse } from "node:http"

import { listenOnLoopback } from "./listen.ts"

/** Where the stand-in puts "Calle N". */
export const gridPlace = (n: number) => ({
  latitude: 19.38 + (n % 20) * 0.004,
  longitude: -99.18 + Math.floor(n / 20) * 0.005,
})

/** The Google API key the stand-in accepts unless it is started with another. */
export const GOOGLE_STAND_IN_KEY = "stand-in-key"

interface Place {
  name: string
  street?: string
  housenumber?: string
  district?: string
  city: string
  latitude: number
  longitude: number
}

/** The places found by name (the key, without accents or case, in the text). */
const GAZETTEER: Record<string, Place> = {
  zocalo: {
    name: "Zócalo",
    district: "Centro",
    city: "Ciudad de México",
    latitude: 19.4326077,
    longitude: -99.133208,
  },
  macroplaza: {
    name: "Macroplaza",
    street: "Av. Constitución",
    housenumber: "400",
    city: "Monterrey",
    latitude: 25.6866,
    longitude: -100.3161,
  },
  reforma: {
    name: "Av. Reforma 222",
    district: "Juárez",
    city: "Ciudad de México",
    latitude: 19.4284,
    longitude: -99.1625,
  },
  madero: {
    name: "Calle Madero",
    district: "Centro",
    city: "Ciudad de México",
    latitude: 19.4342,
    longitude: -99.1386,
  },
}

const TOLUCA = { latitude: 19.2826, longitude: -99.6557 }

const plain = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

/** What a text finds: a grid street or a gazetteer place, and its Toluca twin when ambiguous. */
export function placesFor(text: string): Place[] {
  const q = plain(text)
  if (q.includes("nowhere")) return []
  const n = Number(/calle (\d+)/.exec(q)?.[1] ?? Number.NaN)
  const found: Place | undefined = Number.isNaN(n)
    ? Object.entries(GAZETTEER).find(([key]) => q.includes(key))?.[1]
    : { name: `Calle ${n}`, city: "Ciudad de México", ...gridPlace(n) }
  if (!found) return []
  if (!q.includes("ambiguous")) return [found]
  const twin = Number.isNaN(n) ? TOLUCA : gridPlace(n + 500)
  return [found, { name: found.name, city: "Toluca", ...twin }]
}

function nearest(latitude: number, longitude: number): Place {
  const distance = (p: Place) =>
    (p.latitude - latitude) ** 2 + (p.longitude - longitude) ** 2
  return Object.values(GAZETTEER).reduce((best, p) =>
    distance(p) < distance(best) ? p : best
  )
}

/** One line, as Nominatim's display_name and Google's formatted_address read. */
const label = (p: Place) =>
  [
    p.name,
    [p.street, p.housenumber].filter(Boolean).join(" "),
    p.district,
    p.city,
    "México",
  ]
    .filter(Boolean)
    .join(", ")

const nominatimRow = (p: Place) => ({
  display_name: label(p),
  lat: String(p.latitude),
  lon: String(p.longitude),
})

const photonFeatures = (places: Place[]) => ({
  type: "FeatureCollection",
  features: places.map((p) => ({
    type: "Feature",
    geometry: { type: "Point", coordinates: [p.longitude, p.latitude] },
    properties: {
      name: p.name,
      street: p.street,
      housenumber: p.housenumber,
      district: p.district,
      city: p.city,
      country: "México",
    },
  })),
})

const googleResults = (places: Place[]) =>
  places.length === 0
    ? { status: "ZERO_RESULTS", results: [] }
    : {
        status: "OK",
        results: places.map((p) => ({
          formatted_address: label(p),
          geometry: {
            location: { lat: p.latitude, lng: p.longitude },
            location_type: "ROOFTOP",
          },
        })),
      }

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" })
  res.end(JSON.stringify(body))
}

/**
 * Starts the stand-in on a free loopback port (or `port`); answers each provider's base URL, the
 * texts asked, the requests received ("path?query"), and stop.
 */
export async function startGeocoderStandIn(
  port = 0,
  { googleKey = GOOGLE_STAND_IN_KEY } = {}
) {
  const asked: string[] = []
  const requests: string[] = []
  const hanging: ServerResponse[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    const params = url.searchParams
    requests.push(`${url.pathname}${url.search}`)
    const text = params.get("q") ?? params.get("address")
    if (text !== null) asked.push(text)
    const q = text ?? ""
    if (q.includes("slow")) return void hanging.push(res)
    if (q.includes("fail")) return json(res, 500, { error: "boom" })
    if (q.includes("html")) {
      res.writeHead(200, { "content-type": "text/html" })
      return res.end("<html>maintenance</html>")
    }
    const at = () =>
      nearest(
        Number(params.get("lat") ?? params.get("latlng")?.split(",")[0]),
        Number(params.get("lon") ?? params.get("latlng")?.split(",")[1])
      )
    switch (url.pathname) {
      case "/nominatim/search":
        return json(res, 200, placesFor(q).map(nominatimRow))
      case "/nominatim/reverse":
        return json(res, 200, nominatimRow(at()))
      case "/photon/api":
        return json(res, 200, photonFeatures(placesFor(q)))
      case "/photon/reverse":
        return json(res, 200, photonFeatures([at()]))
      case "/google/maps/api/geocode/json":
        if (params.get("key") !== googleKey)
          return json(res, 200, {
            status: "REQUEST_DENIED",
            error_message: "The provided API key is invalid.",
            results: [],
          })
        return json(
          res,
          200,
          googleResults(text === null ? [at()] : placesFor(q))
        )
      default:
        return json(res, 404, { error: "unknown path" })
    }
  })
  const listening = await listenOnLoopback(server, port)
  const url = `http://127.0.0.1:${listening}`
  return {
    url,
    nominatim: `${url}/nominatim`,
    photon: `${url}/photon`,
    google: `${url}/google/maps/api/geocode/json`,
    asked,
    requests,
    stop: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy()
        server.close(resolve)
      }),
  }
}
