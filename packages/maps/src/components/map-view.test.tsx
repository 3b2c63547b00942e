// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"

import type { EngineProps } from "../engines/engine-props"
import { FIGURE_COLORS, type Figure } from "../geometry/figure"
import { DEFAULT_LOCATION, type MapLocation } from "../lib/map-config"
import { MapSettingsContext } from "../lib/map-settings"
import { MapView } from "./map-view"

// The engines need WebGL or Google; here they are stand-ins that record
// what MapView hands them.
const engines = vi.hoisted(() => ({
  offline: null as EngineProps | null,
  google: null as (EngineProps & { onLoadError: (e: Error) => void }) | null,
}))

vi.mock("../engines/maplibre-engine", () => ({
  MapLibreEngine: (props: EngineProps) => {
    engines.offline = props
    return <div data-testid="offline-engine" />
  },
}))

vi.mock("../engines/google-engine", () => ({
  GoogleEngine: (props: EngineProps & { onLoadError: (e: Error) => void }) => {
    engines.google = props
    return <div data-testid="google-engine" />
  },
}))

afterEach(() => {
  cleanup()
  engines.offline = null
  engines.google = null
})

const depot: MapLocation = {
  id: "d",
  name: "Depot",
  latitude: 10,
  longitude: 10,
  isDepot: true,
}
const stops: MapLocation[] = [
  { id: 1, name: "A", latitude: 10.1, longitude: 10.1, order: 2 },
  { id: 2, name: "B", latitude: 10.2, longitude: 10.2, order: 1 },
  { id: 3, name: "C", latitude: 12, longitude: 12 },
]
const square: Figure = {
  type: "rectangle",
  uid: "z",
  colors: { fill: "#000000", stroke: "#000000" },
  coordinates: { north: 10.5, south: 9.5, east: 10.5, west: 9.5 },
}

describe("MapView", () => {
  it("uses the offline engine without a key, with the spec's defaults", () => {
    render(<MapView googleMapsApiKey="" />)
    expect(screen.getByTestId("offline-engine")).toBeTruthy()
    const view = document.querySelector<HTMLElement>("[data-slot=map-view]")
    expect(view?.style.height).toBe("700px")
    expect(engines.offline?.zoom).toBe(12)
    expect(engines.offline?.drawMode).toBe("polygon")
    expect(engines.offline?.center).toEqual({
      lat: DEFAULT_LOCATION.latitude,
      lng: DEFAULT_LOCATION.longitude,
    })
  })

  it("shows locations sorted by stop order, unordered last", () => {
    render(
      <MapView googleMapsApiKey="" config={{ locations: [depot, ...stops] }} />
    )
    expect(engines.offline?.locations.map((l) => l.id)).toEqual([2, 1, "d", 3])
  })

  it("hands a new zone back with the stops inside it and a new colour", () => {
    const onZoneCreate = vi.fn()
    render(
      <MapView
        googleMapsApiKey=""
        config={{ locations: [depot, ...stops], drawingAllowed: true }}
        usedColors={[FIGURE_COLORS[0]]}
        onZoneCreate={onZoneCreate}
      />
    )
    const callbacks = engines.offline?.zoneCallbacks
    expect(engines.offline?.drawingAllowed).toBe(true)
    expect(callbacks?.newZoneColors().fill).toBe(FIGURE_COLORS[1])
    // The colour just handed out goes first: the next zone gets another.
    expect(callbacks?.newZoneColors().fill).toBe(FIGURE_COLORS[2])
    callbacks?.onZoneCreate?.(square)
    const [figure, inside] = onZoneCreate.mock.calls[0] ?? []
    expect(figure).toBe(square)
    // The depot is inside the square too, but only stops are handed back.
    expect((inside as MapLocation[]).map((l) => l.id)).toEqual([2, 1])
  })

  it("draws paths only when the config asks for them", () => {
    const paths = [{ routeId: 1, color: "#ff0000" }]
    const { rerender } = render(
      <MapView
        googleMapsApiKey=""
        config={{ locations: stops }}
        paths={paths}
      />
    )
    expect(engines.offline?.paths).toEqual([])
    rerender(
      <MapView
        googleMapsApiKey=""
        config={{ locations: stops, printPath: true }}
        paths={paths}
      />
    )
    expect(engines.offline?.paths).toEqual(paths)
  })

  it("falls back to the offline map with a note when Google fails", async () => {
    render(
      <MapView
        googleMapsApiKey="a-key"
        labels={{ offlineNote: "Offline map in use" }}
      />
    )
    await screen.findByTestId("google-engine")
    expect(screen.queryByRole("status")).toBeNull()
    act(() => engines.google?.onLoadError(new Error("no network")))
    expect(screen.getByTestId("offline-engine")).toBeTruthy()
    expect(screen.getByRole("status").textContent).toBe("Offline map in use")
  })

  it("opens on all its stops, unless it is given a centre", () => {
    const { rerender } = render(
      <MapView googleMapsApiKey="" config={{ locations: [depot, ...stops] }} />
    )
    expect(engines.offline?.fit).toEqual({
      north: 12,
      south: 10,
      east: 12,
      west: 10,
    })
    rerender(
      <MapView
        googleMapsApiKey=""
        config={{ locations: [depot, ...stops] }}
        center={{ lat: 1, lng: 2 }}
      />
    )
    expect(engines.offline?.fit).toBeNull()
    rerender(<MapView googleMapsApiKey="" config={{ locations: [] }} />)
    expect(engines.offline?.fit).toBeNull()
  })

  it("takes its Google key and base map from the app's settings", async () => {
    const { rerender } = render(
      <MapSettingsContext value={{ styleUrl: "https://maps.example/s.json" }}>
        <MapView />
      </MapSettingsContext>
    )
    expect(
      (engines.offline as unknown as { styleUrl: string | null }).styleUrl
    ).toBe("https://maps.example/s.json")
    rerender(
      <MapSettingsContext value={{ styleUrl: "https://maps.example/s.json" }}>
        <MapView styleUrl={null} />
      </MapSettingsContext>
    )
    expect(
      (engines.offline as unknown as { styleUrl: string | null }).styleUrl
    ).toBeNull()
    rerender(
      <MapSettingsContext value={{ googleMapsApiKey: "the-key" }}>
        <MapView />
      </MapSettingsContext>
    )
    await screen.findByTestId("google-engine")
    expect((engines.google as unknown as { apiKey: string }).apiKey).toBe(
      "the-key"
    )
  })
})
