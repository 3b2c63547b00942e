import { startGeocoderStandIn } from "@ruta/stand-ins/geocoder"
import { afterAll, beforeAll } from "vitest"

import { productForSuite } from "./product.ts"

/**
 * The product for one test file with the Nominatim stand-in as its geocoder, started before the
 * product and stopped after it; `geocoder()` is the stand-in (what it was asked).
 */
export function productWithGeocoder() {
  const env: Record<string, string> = { GEOCODER: "nominatim" }
  let standIn: Awaited<ReturnType<typeof startGeocoderStandIn>> | undefined
  beforeAll(async () => {
    standIn = await startGeocoderStandIn()
    env.GEOCODER_URL = standIn.nominatim
  })
  afterAll(() => standIn?.stop())
  const geocoder = () => {
    if (!standIn) throw new Error("The geocoder stand-in has not started.")
    return standIn
  }
  return { suite: productForSuite(env), geocoder }
}
