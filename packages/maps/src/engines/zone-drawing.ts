import {
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawPolygonMode,
  TerraDrawRectangleMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
  type HexColor,
  type TerraDrawExtend,
} from "terra-draw"

import { DRAWING_DEFAULTS, type Figure } from "../geometry/figure"
import {
  featureToFigure,
  figureToFeature,
  type DrawMode,
  type ZoneFeature,
} from "../lib/draw-features"
import type { ZoneCallbacks } from "./engine-props"

type Adapter = TerraDrawExtend.TerraDrawBaseAdapter

const fill = (f: GeoJSONStoreFeatures) =>
  (f.properties.fillColor as HexColor | undefined) ?? DRAWING_DEFAULTS.fillColor
const stroke = (f: GeoJSONStoreFeatures) =>
  (f.properties.strokeColor as HexColor | undefined) ??
  DRAWING_DEFAULTS.strokeColor

const shapeStyles = {
  fillColor: fill,
  fillOpacity: DRAWING_DEFAULTS.fillOpacity,
  outlineColor: stroke,
  outlineWidth: DRAWING_DEFAULTS.strokeWeight,
}

let uidCounter = 0
function newUid(): string {
  uidCounter += 1
  return globalThis.crypto?.randomUUID?.() ?? `zone-${Date.now()}-${uidCounter}`
}

/** What an engine can do with the zones once drawing is set up. */
export type ZoneDrawing = {
  setMode: (mode: DrawMode) => void
  setZones: (zones: readonly Figure[]) => void
  /** The zones as figures, in store order. */
  figures: () => Figure[]
  deleteSelected: () => void
  stop: () => void
}

/**
 * Starts terra-draw on an engine's adapter with polygon, rectangle, circle
 * and select modes, and turns its events into figure callbacks.
 *
 * @param adapter - terra-draw's MapLibre or Google Maps adapter
 * @param callbacks - where created, changed, selected and deleted zones go
 * @returns a controller for the drawing session
 */
export function startZoneDrawing(
  adapter: Adapter,
  callbacks: () => ZoneCallbacks
): ZoneDrawing {
  let selected: string | null = null
  const draw = new TerraDraw({
    adapter,
    idStrategy: {
      isValidId: (id) => typeof id === "string" && id.length > 0,
      getId: newUid,
    },
    modes: [
      new TerraDrawPolygonMode({ styles: shapeStyles }),
      new TerraDrawRectangleMode({ styles: shapeStyles }),
      // Geodesic circles, so a circle's vertices match its centre and radius.
      new TerraDrawCircleMode({ styles: shapeStyles, projection: "globe" }),
      new TerraDrawSelectMode({
        styles: {
          selectedPolygonColor: fill,
          selectedPolygonFillOpacity: 0.35,
          selectedPolygonOutlineColor: stroke,
          selectedPolygonOutlineWidth: DRAWING_DEFAULTS.strokeWeight + 1,
        },
        flags: {
          polygon: {
            feature: {
              draggable: true,
              coordinates: {
                midpoints: true,
                draggable: true,
                deletable: true,
              },
            },
          },
          rectangle: {
            feature: {
              draggable: true,
              coordinates: { draggable: false, resizable: "opposite" },
            },
          },
          circle: {
            feature: {
              draggable: true,
              coordinates: { draggable: false, resizable: "center-fixed" },
            },
          },
        },
      }),
    ],
  })

  const toFigure = (id: string | number): Figure | null => {
    const feature = draw.getSnapshotFeature(id)
    if (!feature) return null
    const props = feature.properties
    const colors = {
      fill:
        (props.fillColor as string | undefined) ?? DRAWING_DEFAULTS.fillColor,
      stroke:
        (props.strokeColor as string | undefined) ??
        DRAWING_DEFAULTS.strokeColor,
    }
    return featureToFigure(
      feature as unknown as ZoneFeature,
      String(id),
      colors
    )
  }

  draw.on("finish", (id, context) => {
    const cb = callbacks()
    if (context.action === "draw") {
      const colors = cb.newZoneColors()
      draw.updateFeatureProperties(id, {
        fillColor: colors.fill,
        strokeColor: colors.stroke,
      })
      const figure = toFigure(id)
      if (figure) cb.onZoneCreate?.(figure)
    } else {
      const figure = toFigure(id)
      if (figure) cb.onZoneChange?.(figure)
    }
  })
  draw.on("select", (id) => {
    selected = String(id)
    callbacks().onZoneSelect?.(toFigure(id))
  })
  draw.on("deselect", () => {
    selected = null
    callbacks().onZoneSelect?.(null)
  })
  draw.on("change", (ids, type) => {
    if (type !== "delete") return
    for (const id of ids) {
      if (String(id) === selected) selected = null
      callbacks().onZoneDelete?.(String(id))
    }
  })

  let ready = false
  let pending: { mode?: DrawMode; zones?: readonly Figure[] } = {}
  const applyZones = (zones: readonly Figure[]) => {
    draw.clear()
    const features = zones
      .map(figureToFeature)
      .filter((f): f is ZoneFeature => f !== null)
    draw.addFeatures(features as unknown as GeoJSONStoreFeatures[])
  }
  draw.on("ready", () => {
    ready = true
    if (pending.zones) applyZones(pending.zones)
    if (pending.mode) draw.setMode(pending.mode)
    pending = {}
  })
  draw.start()

  return {
    setMode(mode) {
      if (ready) draw.setMode(mode)
      else pending.mode = mode
    },
    setZones(zones) {
      if (ready) applyZones(zones)
      else pending.zones = zones
    },
    figures() {
      return draw
        .getSnapshot()
        .filter((f) => f.geometry.type === "Polygon")
        .map((f) => toFigure(f.id as string))
        .filter((f): f is Figure => f !== null)
    },
    deleteSelected() {
      if (selected && draw.hasFeature(selected)) draw.removeFeatures([selected])
    },
    stop() {
      if (draw.enabled) draw.stop()
    },
  }
}
