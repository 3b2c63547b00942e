// The driver's site settings kept on the phone (issue 43): their site's zone (and units) with the
// day the service worker keeps, so a reopened app without signal shows the site's day and clock
// at once, never the phone's zone while the settings cannot load.
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"

import { getUnitsQueryOptions } from "../../lib/units-query.ts"
import type { Units } from "../../lib/units-query.ts"

const PREFIX = "ruta-driver-units:"

/** The settings last loaded for driver `id_user` on this phone; undefined when none are kept. */
export function keptUnits(
  storage: Storage,
  id_user: number
): Units | undefined {
  try {
    const kept = storage.getItem(`${PREFIX}${id_user}`)
    return kept ? (JSON.parse(kept) as Units) : undefined
  } catch {
    return undefined
  }
}

/** Keeps the settings of driver `id_user` on this phone. */
export function keepUnits(storage: Storage, id_user: number, units: Units) {
  storage.setItem(`${PREFIX}${id_user}`, JSON.stringify(units))
}

/** On sign-out: every driver's kept settings go with the session. */
export function forgetKeptUnits(storage: Storage) {
  for (const key of Object.keys(storage))
    if (key.startsWith(PREFIX)) storage.removeItem(key)
}

/**
 * Before anything on the driver's screen reads them, the site settings kept on the phone stand
 * in for the server's until its answer comes (as stale: they are asked for again when online);
 * each answer is kept for the next time.
 */
export function useKeptUnits(id_user: number, storage: Storage) {
  const queryClient = useQueryClient()
  const { queryKey } = getUnitsQueryOptions()
  useState(() => {
    const kept = keptUnits(storage, id_user)
    if (kept && queryClient.getQueryData(queryKey) === undefined)
      queryClient.setQueryData(queryKey, kept, { updatedAt: 0 })
    return null
  })
  const { data } = useQuery(getUnitsQueryOptions())
  useEffect(() => {
    if (data) keepUnits(storage, id_user, data)
  }, [data, id_user, storage])
}
