import {
  QueryClient,
  QueryClientProvider,
  useQuery,
} from "@tanstack/react-query"
import { renderHook } from "@testing-library/react"
import { createElement } from "react"
import type { ReactNode } from "react"
import { beforeEach, describe, expect, it } from "vitest"

import { getUnitsQueryOptions } from "../../lib/units-query.ts"
import type { Units } from "../../lib/units-query.ts"
import {
  forgetKeptUnits,
  keepUnits,
  keptUnits,
  useKeptUnits,
} from "./kept-units.ts"

const tijuana: Units = {
  id_unit_of_distance: 1,
  id_unit_of_measure: 1,
  id_unit_of_weight: 1,
  country: "MX",
  client_time_zone: "America/Mexico_City",
  time_zone: "America/Tijuana",
  sites: [
    {
      id_subsidiary: 7,
      time_zone: "America/Tijuana",
      id_unit_of_distance: 1,
      id_unit_of_measure: 1,
      id_unit_of_weight: 1,
    },
  ],
}

/** A query client whose units call never answers: a phone without signal. */
function offline() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  })
  client.setQueryDefaults(getUnitsQueryOptions().queryKey, {
    queryFn: () => new Promise<Units>(() => {}),
  })
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children)
  return { client, wrapper }
}

/** The zone the driver's screen reads, offline, once the kept settings are in. */
function siteZoneOffline() {
  const { wrapper } = offline()
  return renderHook(
    () => {
      useKeptUnits(5, localStorage)
      return useQuery(getUnitsQueryOptions()).data?.time_zone
    },
    { wrapper }
  )
}

beforeEach(() => localStorage.clear())

describe("the driver's site settings kept on the phone (issue 43)", () => {
  it("keeps each driver's settings apart, and forgets them all on sign-out", () => {
    keepUnits(localStorage, 5, tijuana)
    expect(keptUnits(localStorage, 5)).toEqual(tijuana)
    expect(keptUnits(localStorage, 6)).toBeUndefined()
    localStorage.setItem("other", "1")
    forgetKeptUnits(localStorage)
    expect(keptUnits(localStorage, 5)).toBeUndefined()
    expect(localStorage.getItem("other")).toBe("1")
  })

  it("gives the site's zone from the first render when the server cannot answer", () => {
    keepUnits(localStorage, 5, tijuana)
    const { result } = siteZoneOffline()
    expect(result.current).toBe("America/Tijuana")
  })

  it("has no zone of its own on a phone that never loaded the settings (the phone's, until they load)", () => {
    const { result } = siteZoneOffline()
    expect(result.current).toBeUndefined()
  })
})
