import * as React from "react"

import type { MapHandle } from "../engines/engine-props"
import type { Figure } from "../geometry/figure"
import type { LatLng } from "../geometry/lat-lng"
import { DrawMode } from "../lib/draw-features"
import type { MapLocation } from "../lib/map-config"
import { MapView, type MapViewProps } from "../components/map-view"

/** Handles of the maps the playground rendered, by their wrapper element. */
export const playgroundHandles = new WeakMap<HTMLElement, MapHandle>()

const MODES = [
  [DrawMode.polygon, "Polygon"],
  [DrawMode.rectangle, "Rectangle"],
  [DrawMode.circle, "Circle"],
  [DrawMode.select, "Select"],
] as const

/**
 * A story harness round `MapView`: a mode toolbar, a delete button and the
 * callbacks' results written out, so people and play functions can read them.
 */
export function MapPlayground(props: MapViewProps & { showToolbar?: boolean }) {
  const {
    showToolbar = true,
    drawMode: initialMode,
    pin: initialPin,
    ...rest
  } = props
  const ref = React.useRef<HTMLDivElement>(null)
  const handleRef = React.useRef<MapHandle | null>(null)
  const [mode, setMode] = React.useState<DrawMode>(
    initialMode ?? DrawMode.polygon
  )
  const [inside, setInside] = React.useState<MapLocation[] | null>(null)
  const [event, setEvent] = React.useState("")
  const [zone, setZone] = React.useState<Figure | null>(null)
  const [pin, setPin] = React.useState<LatLng | null>(initialPin ?? null)

  return (
    <div
      ref={ref}
      data-slot="map-playground"
      style={{ display: "grid", gap: 8 }}
    >
      {showToolbar ? (
        <div
          role="toolbar"
          aria-label="Drawing"
          style={{ display: "flex", gap: 4 }}
        >
          {MODES.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
            >
              {label}
            </button>
          ))}
          <button
            type="button"
            onClick={() => handleRef.current?.deleteSelectedZone()}
          >
            Delete zone
          </button>
        </div>
      ) : null}
      <MapView
        {...rest}
        drawMode={mode}
        pin={pin}
        onPinMove={(p) => {
          setPin(p)
          rest.onPinMove?.(p)
        }}
        onReady={(handle) => {
          handleRef.current = handle
          if (ref.current) playgroundHandles.set(ref.current, handle)
          rest.onReady?.(handle)
        }}
        onZoneCreate={(figure, stops) => {
          setEvent(`created ${figure.type}`)
          setZone(figure)
          setInside(stops)
          rest.onZoneCreate?.(figure, stops)
        }}
        onZoneChange={(figure, stops) => {
          setEvent(`changed ${figure.type}`)
          setZone(figure)
          setInside(stops)
          rest.onZoneChange?.(figure, stops)
        }}
        onZoneDelete={(uid) => {
          setEvent("deleted")
          setZone(null)
          setInside(null)
          rest.onZoneDelete?.(uid)
        }}
      />
      <div style={{ display: "grid", font: "13px monospace" }}>
        <p style={{ margin: 0 }}>
          Last zone event: <output aria-label="Last zone event">{event}</output>
        </p>
        <p style={{ margin: 0 }}>
          Zone colour:{" "}
          <output aria-label="Zone colour">{zone?.colors.fill ?? ""}</output>
        </p>
        <p style={{ margin: 0 }}>
          Stops inside:{" "}
          <output aria-label="Stops inside">
            {inside
              ? inside
                  .map((s) => String(s.id))
                  .sort()
                  .join(" ")
              : ""}
          </output>
        </p>
        <p style={{ margin: 0 }}>
          Pin:{" "}
          <output aria-label="Pin">
            {pin ? `${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}` : ""}
          </output>
        </p>
      </div>
    </div>
  )
}

/** Waits for the playground's map to load and returns its handle. */
export async function playgroundHandle(root: HTMLElement): Promise<MapHandle> {
  const started = Date.now()
  for (;;) {
    const el = root.querySelector<HTMLElement>("[data-slot=map-playground]")
    const handle = el ? playgroundHandles.get(el) : undefined
    if (handle) return handle
    if (Date.now() - started > 15_000) throw new Error("map did not load")
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
