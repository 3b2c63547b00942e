import * as React from "react"
import { GoogleMap, useJsApiLoader } from "@react-google-maps/api"
import { TerraDrawGoogleMapsAdapter } from "terra-draw-google-maps-adapter"

import { markerFeatures, pathFeatures } from "../lib/features"
import { STALE_VEHICLE_COLOR } from "../lib/vehicles"
import type { EngineProps, MapHandle } from "./engine-props"
import { startZoneDrawing, type ZoneDrawing } from "./zone-drawing"

declare global {
  interface Window {
    gm_authFailure?: () => void
  }
}

function clearData(data: google.maps.Data) {
  const features: google.maps.Data.Feature[] = []
  data.forEach((f) => features.push(f))
  for (const f of features) data.remove(f)
}

type GoogleEngineProps = EngineProps & {
  apiKey: string
  /** Give up on Google after this long without the API loaded. */
  loadTimeoutMs: number
  /** Called when the Maps JavaScript API cannot be loaded or the key is refused. */
  onLoadError: (error: Error) => void
}

/** The Google engine: the Maps JavaScript API through @react-google-maps/api. */
function GoogleEngine({
  apiKey,
  loadTimeoutMs,
  onLoadError,
  ...props
}: GoogleEngineProps) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: "ruta-google-maps",
    googleMapsApiKey: apiKey,
  })
  const latest = React.useRef(props)
  React.useLayoutEffect(() => {
    latest.current = props
  })

  React.useEffect(() => {
    if (loadError) onLoadError(loadError)
  }, [loadError, onLoadError])
  React.useEffect(() => {
    // The loader retries for about half a minute before it reports an error;
    // an offline site should not wait that long for its map.
    if (isLoaded) return
    const timer = setTimeout(
      () => onLoadError(new Error("Google Maps did not load in time")),
      loadTimeoutMs
    )
    return () => clearTimeout(timer)
  }, [isLoaded, loadTimeoutMs, onLoadError])
  React.useEffect(() => {
    // Google calls this global when it refuses the key.
    window.gm_authFailure = () =>
      onLoadError(new Error("Google Maps key refused"))
    return () => {
      window.gm_authFailure = undefined
    }
  }, [onLoadError])

  const [map, setMap] = React.useState<google.maps.Map | null>(null)
  // terra-draw's Google adapter needs the map element to have an id.
  const mapId = `ruta-map-${React.useId().replace(/[^a-zA-Z0-9_-]/g, "")}`
  const layers = React.useRef<{
    stops: google.maps.Data
    paths: google.maps.Data
    overlay: google.maps.OverlayView
  } | null>(null)
  const drawingRef = React.useRef<ZoneDrawing | null>(null)
  const pinRef = React.useRef<google.maps.Marker | null>(null)

  React.useEffect(() => {
    if (!map) return
    const paths = new google.maps.Data({ map })
    paths.setStyle((f) => ({
      strokeColor: String(f.getProperty("color")),
      strokeWeight: 3,
      strokeOpacity: 0.85,
    }))
    const stops = new google.maps.Data({ map })
    stops.setStyle((f) => {
      const depot = f.getProperty("depot") === true
      const selected = f.getProperty("selected") === true
      const label = String(f.getProperty("label") ?? "")
      return {
        icon: {
          path: depot
            ? "M -10 -10 L 10 -10 L 10 10 L -10 10 Z"
            : google.maps.SymbolPath.CIRCLE,
          scale: depot ? 1 : selected ? 13 : 10,
          fillColor: String(f.getProperty("color")),
          fillOpacity: 1,
          strokeColor: selected ? "#111827" : "#ffffff",
          strokeWeight: selected ? 3 : 1.5,
        },
        label: label
          ? {
              text: label,
              color: "#ffffff",
              fontSize: "11px",
              fontWeight: "bold",
            }
          : undefined,
        zIndex: selected ? 2 : 1,
      }
    })
    stops.addListener("click", (e: google.maps.Data.MouseEvent) => {
      const id = String(e.feature.getId())
      const location = latest.current.locations.find((l) => String(l.id) === id)
      if (location) latest.current.onMarkerClick?.(location)
    })
    const overlay = new google.maps.OverlayView()
    overlay.onAdd = () => undefined
    overlay.draw = () => undefined
    overlay.onRemove = () => undefined
    overlay.setMap(map)
    layers.current = { stops, paths, overlay }
    return () => {
      stops.setMap(null)
      paths.setMap(null)
      overlay.setMap(null)
      layers.current = null
    }
  }, [map])

  const { locations, selectedIds, customizedMarkers, paths, depot } = props
  React.useEffect(() => {
    const data = layers.current?.stops
    if (!data) return
    data.forEach((f) => data.remove(f))
    data.addGeoJson(
      markerFeatures(locations, selectedIds, undefined, customizedMarkers)
    )
  }, [map, locations, selectedIds, customizedMarkers])
  React.useEffect(() => {
    const data = layers.current?.paths
    if (!data) return
    clearData(data)
    data.addGeoJson(pathFeatures(paths, locations, depot))
  }, [map, paths, locations, depot])

  const { vehicles } = props
  const vehicleMarkers = React.useRef(new Map<string, google.maps.Marker>())
  React.useEffect(() => {
    const markers = vehicleMarkers.current
    if (!map) return
    const seen = new Set<string>()
    for (const vehicle of vehicles) {
      const id = String(vehicle.id)
      seen.add(id)
      let marker = markers.get(id)
      if (!marker) {
        marker = new google.maps.Marker({ map, zIndex: 3 })
        markers.set(id, marker)
      }
      marker.setPosition({ lat: vehicle.lat, lng: vehicle.lng })
      marker.setTitle(vehicle.title)
      marker.setLabel({
        text: vehicle.label,
        fontSize: "12px",
        fontWeight: "600",
        className: "ruta-vehicle-label",
      })
      marker.setIcon({
        path: google.maps.SymbolPath.CIRCLE,
        scale: 9,
        fillColor: vehicle.stale ? STALE_VEHICLE_COLOR : vehicle.color,
        fillOpacity: 1,
        strokeColor: "#ffffff",
        strokeWeight: 3,
        labelOrigin: new google.maps.Point(0, -3),
      })
    }
    for (const [id, marker] of markers)
      if (!seen.has(id)) {
        marker.setMap(null)
        markers.delete(id)
      }
  }, [map, vehicles])

  const { pin, pinDraggable } = props
  React.useEffect(() => {
    if (!map) return
    if (!pin) {
      pinRef.current?.setMap(null)
      pinRef.current = null
      return
    }
    if (!pinRef.current) {
      const marker = new google.maps.Marker({
        map,
        title: latest.current.controlLabels.pin,
      })
      marker.addListener("dragend", () => {
        const p = marker.getPosition()
        if (p) latest.current.onPinMove?.({ lat: p.lat(), lng: p.lng() })
      })
      pinRef.current = marker
    }
    pinRef.current.setPosition({ lat: pin.lat, lng: pin.lng })
    pinRef.current.setDraggable(pinDraggable)
  }, [map, pin, pinDraggable])

  const { drawingAllowed, drawMode, zones } = props
  React.useEffect(() => {
    if (!map || !drawingAllowed) return
    let drawing: ZoneDrawing | null = null
    // The adapter needs the map's projection, which exists after the first idle.
    const listener = google.maps.event.addListenerOnce(map, "idle", () => {
      const adapter = new TerraDrawGoogleMapsAdapter({ lib: google.maps, map })
      drawing = startZoneDrawing(adapter, () => latest.current.zoneCallbacks)
      drawing.setMode(latest.current.drawMode)
      if (latest.current.zones) drawing.setZones(latest.current.zones)
      drawingRef.current = drawing
    })
    return () => {
      listener.remove()
      drawing?.stop()
      drawingRef.current = null
    }
  }, [map, drawingAllowed])
  React.useEffect(() => {
    if (drawingAllowed) drawingRef.current?.setMode(drawMode)
  }, [drawingAllowed, drawMode])
  React.useEffect(() => {
    if (drawingAllowed && zones) drawingRef.current?.setZones(zones)
  }, [drawingAllowed, zones])

  React.useEffect(() => {
    if (!map) return
    const projection = () => layers.current?.overlay.getProjection()
    const handle: MapHandle = {
      engine: "google",
      project: (p) => {
        const pt = projection()?.fromLatLngToContainerPixel(
          new google.maps.LatLng(p.lat, p.lng)
        )
        return { x: pt?.x ?? 0, y: pt?.y ?? 0 }
      },
      unproject: ({ x, y }) => {
        const ll = projection()?.fromContainerPixelToLatLng(
          new google.maps.Point(x, y)
        )
        return { lat: ll?.lat() ?? 0, lng: ll?.lng() ?? 0 }
      },
      eventTarget: () => map.getDiv(),
      setDrawMode: (mode) => drawingRef.current?.setMode(mode),
      zones: () => drawingRef.current?.figures() ?? [],
      deleteSelectedZone: () => drawingRef.current?.deleteSelected(),
      panBy: (dx, dy) => map.panBy(dx, dy),
      idle: () =>
        new Promise<void>((resolve) => {
          google.maps.event.addListenerOnce(map, "idle", () => resolve())
          google.maps.event.trigger(map, "resize")
        }),
      renderedStops: () => {
        const bounds = map.getBounds()
        return latest.current.locations.filter((l) =>
          bounds?.contains({ lat: l.latitude, lng: l.longitude })
        ).length
      },
      setView: (c, z) => {
        map.setCenter(c)
        map.setZoom(z)
      },
    }
    latest.current.onReady?.(handle)
  }, [map])

  // The map opens on its stops, once (as the offline map does).
  const fitted = React.useRef(false)
  const { fit } = props
  React.useEffect(() => {
    if (!map || !fit || fitted.current) return
    fitted.current = true
    map.fitBounds(
      new google.maps.LatLngBounds(
        { lat: fit.south, lng: fit.west },
        { lat: fit.north, lng: fit.east }
      ),
      40
    )
  }, [map, fit])

  const center = React.useMemo(
    () => ({ lat: props.center.lat, lng: props.center.lng }),
    [props.center.lat, props.center.lng]
  )
  const options = React.useMemo<google.maps.MapOptions>(
    () => ({ styles: props.googleStyles, clickableIcons: false }),
    [props.googleStyles]
  )

  if (!isLoaded) {
    return (
      <div
        role="region"
        aria-label={props.label}
        aria-busy="true"
        data-slot="map"
        data-engine="google"
        style={{ width: "100%", height: props.height }}
      />
    )
  }
  return (
    <div
      role="region"
      aria-label={props.label}
      data-slot="map"
      data-engine="google"
      style={{ width: "100%", height: props.height }}
    >
      <GoogleMap
        id={mapId}
        mapContainerStyle={{ width: "100%", height: "100%" }}
        center={center}
        zoom={props.zoom}
        options={options}
        onLoad={setMap}
        onUnmount={() => setMap(null)}
      />
    </div>
  )
}

export { GoogleEngine }
