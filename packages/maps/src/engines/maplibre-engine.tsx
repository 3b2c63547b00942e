import * as React from "react"
import * as maplibregl from "maplibre-gl"
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url"
import { TerraDrawMapLibreGLAdapter } from "terra-draw-maplibre-gl-adapter"
import "maplibre-gl/dist/maplibre-gl.css"

import { markerFeatures, pathFeatures } from "../lib/features"
import { vehicleElement } from "../lib/vehicles"
import type { EngineProps, MapHandle } from "./engine-props"
import {
  depotImage,
  MARKER_IMAGE_PIXEL_RATIO,
  numberImage,
} from "./marker-images"
import {
  addBaseMap,
  isNetworkError,
  loadBaseStyle,
  registerPmtiles,
  usesPmtiles,
} from "./base-map"
import { offlineStyle } from "./offline-style"
import { startZoneDrawing, type ZoneDrawing } from "./zone-drawing"

maplibregl.setWorkerUrl(workerUrl)

const NUMBER_PREFIX = "stop-number-"

const EMPTY: GeoJSON.FeatureCollection = {
  type: "FeatureCollection",
  features: [],
}

function addDataLayers(map: maplibregl.Map) {
  map.addSource("paths", { type: "geojson", data: EMPTY })
  map.addSource("stops", { type: "geojson", data: EMPTY })
  map.addLayer({
    id: "paths",
    type: "line",
    source: "paths",
    layout: { "line-join": "round", "line-cap": "round" },
    paint: {
      "line-color": ["get", "color"],
      "line-width": 3,
      "line-opacity": 0.85,
    },
  })
  map.addLayer({
    id: "stops",
    type: "circle",
    source: "stops",
    filter: ["!", ["get", "depot"]],
    paint: {
      "circle-color": ["get", "color"],
      "circle-radius": [
        "interpolate",
        ["linear"],
        ["zoom"],
        4,
        ["case", ["get", "selected"], 5, 2.5],
        10,
        ["case", ["get", "selected"], 7, 4],
        12,
        ["case", ["get", "selected"], 11, 8],
        14,
        ["case", ["get", "selected"], 13, 10],
      ],
      "circle-stroke-color": [
        "case",
        ["get", "selected"],
        "#111827",
        "#ffffff",
      ],
      "circle-stroke-width": ["case", ["get", "selected"], 3, 1.5],
    },
  })
  map.addLayer({
    id: "stop-numbers",
    type: "symbol",
    source: "stops",
    minzoom: 12,
    filter: ["all", ["!", ["get", "depot"]], ["!=", ["get", "label"], ""]],
    layout: {
      "icon-image": ["concat", NUMBER_PREFIX, ["get", "label"]],
      "icon-allow-overlap": true,
      "icon-ignore-placement": true,
    },
  })
  map.addLayer({
    id: "depots",
    type: "symbol",
    source: "stops",
    filter: ["get", "depot"],
    layout: {
      "icon-image": "depot",
      "icon-allow-overlap": true,
      "icon-ignore-placement": true,
    },
  })
}

/** How far the stops stay from the map's edges when it opens on them, in pixels. */
const FIT_PADDING = 40
/** The closest a map opens, on one stop or a few close ones. */
const FIT_MAX_ZOOM = 15

/**
 * Loads the base map of `styleUrl` under the map's own layers once the map is ready; nothing
 * changes when it cannot be had.
 */
function startBaseMap(map: maplibregl.Map, styleUrl: string) {
  const abort = new AbortController()
  const loaded = new Promise<void>((resolve) =>
    map.once("load", () => resolve())
  )
  void loadBaseStyle(styleUrl, abort.signal).then(async (style) => {
    if (!style) return
    if (usesPmtiles(style))
      await registerPmtiles((name, load) => maplibregl.addProtocol(name, load))
    await loaded
    if (abort.signal.aborted) return
    addBaseMap(map, style)
    // Its sources' attribution (OpenStreetMap's above all), in the corner.
    map.addControl(new maplibregl.AttributionControl({ compact: true }))
  })
  return () => abort.abort()
}

/** The offline engine: MapLibre GL over the bundled world base layer and the base map. */
function MapLibreEngine({
  styleUrl,
  ...props
}: EngineProps & { styleUrl: string | null }) {
  const containerRef = React.useRef<HTMLDivElement>(null)
  const mapRef = React.useRef<maplibregl.Map | null>(null)
  const drawingRef = React.useRef<ZoneDrawing | null>(null)
  const pinRef = React.useRef<maplibregl.Marker | null>(null)
  const fittedRef = React.useRef(false)
  const vehicleMarkers = React.useRef(new Map<string, maplibregl.Marker>())
  const [loaded, setLoaded] = React.useState(false)
  const latest = React.useRef(props)
  React.useLayoutEffect(() => {
    latest.current = props
  })

  // Create the map once; the view follows props below.
  React.useEffect(() => {
    const container = containerRef.current
    if (!container) return
    // The same map of markers for the component's life: the cleanup empties this one.
    const markers = vehicleMarkers.current
    const { center, zoom, label, controlLabels } = latest.current
    const map = new maplibregl.Map({
      container,
      // MapLibre's own control texts, translated by the caller. "Map.Title"
      // names the canvas, which MapLibre makes the map's region landmark.
      locale: {
        "Map.Title": label,
        "Marker.Title": controlLabels.pin,
        "NavigationControl.ZoomIn": controlLabels.zoomIn,
        "NavigationControl.ZoomOut": controlLabels.zoomOut,
      },
      style: offlineStyle(),
      center: [center.lng, center.lat],
      zoom,
      attributionControl: false,
      fadeDuration: 0,
    })
    mapRef.current = map
    // A base map that does not come (offline, tests) leaves the plain map, silently.
    map.on("error", (event) => {
      if (!isNetworkError(event.error)) console.error(event.error)
    })
    const stopBaseMap = styleUrl ? startBaseMap(map, styleUrl) : () => {}
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }))
    // Any number still missing is drawn when a tile asks for it.
    map.setMissingStyleImageResolver((id) => {
      if (id.startsWith(NUMBER_PREFIX) && !map.hasImage(id)) {
        map.addImage(id, numberImage(id.slice(NUMBER_PREFIX.length)), {
          pixelRatio: MARKER_IMAGE_PIXEL_RATIO,
        })
      }
    })
    map.on("load", () => {
      map.addImage("depot", depotImage("#263238"), {
        pixelRatio: MARKER_IMAGE_PIXEL_RATIO,
      })
      addDataLayers(map)
      map.on("click", "stops", (e) => {
        const id = e.features?.[0]?.properties?.id
        const location = latest.current.locations.find(
          (l) => String(l.id) === id
        )
        if (location) latest.current.onMarkerClick?.(location)
      })
      setLoaded(true)
    })
    return () => {
      stopBaseMap()
      drawingRef.current?.stop()
      drawingRef.current = null
      pinRef.current = null
      markers.clear()
      mapRef.current = null
      fittedRef.current = false
      setLoaded(false)
      map.remove()
    }
  }, [styleUrl])

  const { center, zoom, fit } = props
  React.useEffect(() => {
    if (!latest.current.fit)
      mapRef.current?.jumpTo({ center: [center.lng, center.lat], zoom })
  }, [center.lat, center.lng, zoom])
  // The map opens on its stops, once; later changes leave the view to the user.
  React.useEffect(() => {
    const map = mapRef.current
    if (!map || !fit || fittedRef.current) return
    fittedRef.current = true
    const east = fit.east < fit.west ? fit.east + 360 : fit.east
    map.fitBounds(
      [
        [fit.west, fit.south],
        [east, fit.north],
      ],
      { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false }
    )
  }, [fit])

  const { locations, selectedIds, customizedMarkers, paths, depot } = props
  React.useEffect(() => {
    const map = mapRef.current
    if (!loaded || !map) return
    const data = markerFeatures(
      locations,
      selectedIds,
      undefined,
      customizedMarkers
    )
    // Add every stop number image before the data: resolving them one by one
    // as tiles ask would lay the markers out again for each number.
    for (const label of new Set(data.features.map((f) => f.properties.label))) {
      const id = `${NUMBER_PREFIX}${label}`
      if (label && !map.hasImage(id))
        map.addImage(id, numberImage(label), {
          pixelRatio: MARKER_IMAGE_PIXEL_RATIO,
        })
    }
    map.getSource<maplibregl.GeoJSONSource>("stops")?.setData(data)
  }, [loaded, locations, selectedIds, customizedMarkers])
  React.useEffect(() => {
    const map = mapRef.current
    if (!loaded || !map) return
    const source = map.getSource<maplibregl.GeoJSONSource>("paths")
    source?.setData(pathFeatures(paths, locations, depot))
  }, [loaded, paths, locations, depot])

  const { vehicles } = props
  React.useEffect(() => {
    const map = mapRef.current
    const markers = vehicleMarkers.current
    if (!loaded || !map) return
    const seen = new Set<string>()
    for (const vehicle of vehicles) {
      const id = String(vehicle.id)
      seen.add(id)
      const marker = markers.get(id)
      // A marker needs its place before it is added (MapLibre draws it at once).
      if (marker) {
        vehicleElement(vehicle, marker.getElement())
        marker.setLngLat([vehicle.lng, vehicle.lat])
      } else
        markers.set(
          id,
          new maplibregl.Marker({
            element: vehicleElement(vehicle),
            anchor: "left",
            offset: [-8, 0],
          })
            .setLngLat([vehicle.lng, vehicle.lat])
            .addTo(map)
        )
    }
    for (const [id, marker] of markers)
      if (!seen.has(id)) {
        marker.remove()
        markers.delete(id)
      }
  }, [loaded, vehicles])

  const { pin, pinDraggable } = props
  React.useEffect(() => {
    const map = mapRef.current
    if (!loaded || !map) return
    if (!pin) {
      pinRef.current?.remove()
      pinRef.current = null
      return
    }
    if (!pinRef.current) {
      const marker = new maplibregl.Marker({ color: "#d32f2f" })
      marker.getElement().dataset.slot = "map-pin"
      marker.on("dragend", () => {
        const { lat, lng } = marker.getLngLat().wrap()
        latest.current.onPinMove?.({ lat, lng })
      })
      marker.setLngLat([pin.lng, pin.lat]).addTo(map)
      pinRef.current = marker
    }
    pinRef.current.setLngLat([pin.lng, pin.lat]).setDraggable(pinDraggable)
  }, [loaded, pin, pinDraggable])

  const { drawingAllowed, drawMode, zones } = props
  React.useEffect(() => {
    const map = mapRef.current
    if (!loaded || !map || !drawingAllowed) return
    // Zones go under the paths and markers, so stops stay readable.
    const adapter = new TerraDrawMapLibreGLAdapter({
      map,
      renderBelowLayerId: "paths",
    })
    const drawing = startZoneDrawing(
      adapter,
      () => latest.current.zoneCallbacks
    )
    drawingRef.current = drawing
    return () => {
      drawing.stop()
      drawingRef.current = null
    }
  }, [loaded, drawingAllowed])
  React.useEffect(() => {
    if (loaded && drawingAllowed) drawingRef.current?.setMode(drawMode)
  }, [loaded, drawingAllowed, drawMode])
  React.useEffect(() => {
    if (loaded && drawingAllowed && zones) drawingRef.current?.setZones(zones)
  }, [loaded, drawingAllowed, zones])

  React.useEffect(() => {
    const map = mapRef.current
    if (!loaded || !map) return
    const handle: MapHandle = {
      engine: "offline",
      project: (p) => {
        const { x, y } = map.project([p.lng, p.lat])
        return { x, y }
      },
      unproject: ({ x, y }) => {
        const { lat, lng } = map.unproject([x, y])
        return { lat, lng }
      },
      eventTarget: () => map.getCanvas(),
      setDrawMode: (mode) => drawingRef.current?.setMode(mode),
      zones: () => drawingRef.current?.figures() ?? [],
      deleteSelectedZone: () => drawingRef.current?.deleteSelected(),
      panBy: (dx, dy) => map.panBy([dx, dy], { animate: false }),
      idle: () =>
        new Promise<void>((resolve) => {
          map.once("idle", () => resolve())
          map.triggerRepaint()
        }),
      renderedStops: () =>
        map.queryRenderedFeatures({ layers: ["stops", "depots"] }).length,
      setView: (c, z) => map.jumpTo({ center: [c.lng, c.lat], zoom: z }),
    }
    latest.current.onReady?.(handle)
  }, [loaded])

  return (
    <div
      ref={containerRef}
      data-slot="map"
      data-engine="offline"
      data-loaded={loaded ? "true" : "false"}
      style={{ width: "100%", height: props.height }}
    />
  )
}

export { MapLibreEngine }
