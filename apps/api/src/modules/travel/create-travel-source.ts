import type { Config } from "../../config.ts"
import { osrmService } from "./osrm.ts"
import { roadTravel } from "./road-service.ts"
import type { TravelSource } from "./travel-source.ts"
import { offlineTravel } from "./travel-source.ts"
import { valhallaService } from "./valhalla.ts"

/** The travel source the configuration names: OSRM, Valhalla, or the offline model. */
export function createTravelSource(
  config: Pick<
    Config,
    | "TRAVEL_PROVIDER"
    | "OSRM_URL"
    | "VALHALLA_URL"
    | "TRAVEL_TIMEOUT_MS"
    | "TRAVEL_MATRIX_CHUNK"
  >
): TravelSource {
  const options = {
    timeoutMs: config.TRAVEL_TIMEOUT_MS,
    chunk: config.TRAVEL_MATRIX_CHUNK,
  }
  if (config.TRAVEL_PROVIDER === "osrm")
    return roadTravel(osrmService(config.OSRM_URL!), options)
  if (config.TRAVEL_PROVIDER === "valhalla")
    return roadTravel(valhallaService(config.VALHALLA_URL!), options)
  return offlineTravel()
}
