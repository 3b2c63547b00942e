import { useLingui } from "@lingui/react/macro"
import { useQuery } from "@tanstack/react-query"
import { useMemo } from "react"

import type { CountryCode } from "@ruta/validation/phone"

import { getUnitsQueryOptions } from "./units-query.ts"
import { unitFormat, unitsFor } from "./units.ts"
import type { UnitFormat } from "./units.ts"

export { getUnitsQueryOptions } from "./units-query.ts"
export type { Units } from "./units-query.ts"

/**
 * How this screen writes distances, weights and volumes: in the units of the site a row belongs
 * to (`id_subsidiary`), else the caller's client's (the active site's in one-site mode), in the
 * UI's language. Kilometres, kilograms and cubic metres until the configuration is loaded.
 */
export function useUnits(id_subsidiary?: number | null): UnitFormat {
  const { i18n } = useLingui()
  const { data } = useQuery(getUnitsQueryOptions())
  const { id_unit_of_distance, id_unit_of_measure, id_unit_of_weight } =
    unitsFor(data, id_subsidiary)
  return useMemo(
    () =>
      unitFormat(
        { id_unit_of_distance, id_unit_of_measure, id_unit_of_weight },
        i18n.locale
      ),
    [id_unit_of_distance, id_unit_of_measure, id_unit_of_weight, i18n.locale]
  )
}

/**
 * The caller's client's country (its own phone number's), which phones written without their
 * country part belong to; null until loaded, and for a client whose number tells none.
 */
export function useClientCountry(): CountryCode | null {
  const { data } = useQuery(getUnitsQueryOptions())
  return (data?.country as CountryCode | null | undefined) ?? null
}

/**
 * The IANA zone the times of site `id_subsidiary` are read and shown in (issue 43); without a
 * site, the one site the caller works in; undefined (the browser's zone) until loaded or when
 * several sites apply.
 */
export function useSiteZone(id_subsidiary?: number | null): string | undefined {
  const { data } = useQuery(getUnitsQueryOptions())
  const site =
    id_subsidiary == null
      ? undefined
      : data?.sites.find((s) => s.id_subsidiary === id_subsidiary)
  return site?.time_zone ?? data?.time_zone ?? undefined
}

/**
 * The zone of each site's times, for a list whose rows belong to different sites (issue 43):
 * undefined (the browser's zone) until loaded.
 */
export function useSiteZones(): (
  id_subsidiary: number | null | undefined
) => string | undefined {
  const { data } = useQuery(getUnitsQueryOptions())
  return useMemo(() => {
    const zones = new Map(
      (data?.sites ?? []).map((s) => [s.id_subsidiary, s.time_zone])
    )
    return (id_subsidiary) =>
      (id_subsidiary == null ? undefined : zones.get(id_subsidiary)) ??
      data?.time_zone ??
      undefined
  }, [data])
}

/**
 * The IANA zone of the caller's client (issue 43), the clock of lists that belong to no one site
 * (API keys, activities, the audit log); undefined (the browser's zone) until loaded, and for the
 * provider's staff.
 */
export function useClientZone(): string | undefined {
  const { data } = useQuery(getUnitsQueryOptions())
  return data?.client_time_zone ?? undefined
}
