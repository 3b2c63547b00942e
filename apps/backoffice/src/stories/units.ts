import { getUnitsQueryOptions } from "../lib/use-units.ts"
import type { Units } from "../lib/use-units.ts"

/** Miles, pounds and cubic feet, for the client (in the United States) and its first two sites. */
export const imperialUnits: Units = {
  id_unit_of_distance: 2,
  id_unit_of_measure: 2,
  id_unit_of_weight: 2,
  country: "US",
  client_time_zone: null,
  time_zone: null,
  sites: [1, 2].map((id_subsidiary) => ({
    id_subsidiary,
    // The browser's own zone: the stories show times as before, with no zone label.
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    id_unit_of_distance: 2,
    id_unit_of_measure: 2,
    id_unit_of_weight: 2,
  })),
}

/** The same units with every site in `timeZone` (a site away from the browser's zone). */
export const unitsInZone = (timeZone: string): Units => ({
  ...imperialUnits,
  sites: imperialUnits.sites.map((site) => ({ ...site, time_zone: timeZone })),
})

/** The `parameters.queries` entry that seeds the configured units of a story. */
export const unitsQuery = (units: Units): [readonly unknown[], unknown] => [
  getUnitsQueryOptions().queryKey,
  units,
]

/** The units of a client in Tijuana, seen from a browser elsewhere: its times are on its clock. */
export const tijuanaClientQuery = unitsQuery({
  ...imperialUnits,
  client_time_zone: "America/Tijuana",
})
