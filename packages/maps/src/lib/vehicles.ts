/**
 * A vehicle on the map: a driver on the road, drawn as a labelled marker over the stops and
 * moved in place when its position changes.
 */
export type MapVehicle = {
  id: string | number
  lat: number
  lng: number
  /** Shown next to the marker: the driver's name. */
  label: string
  /** The marker's accessible name and tooltip: name and when last seen. */
  title: string
  color: string
  /** Not seen for a while: drawn grey. */
  stale: boolean
}

/** The colour of a vehicle not seen for a while. */
export const STALE_VEHICLE_COLOR = "#9ca3af"

/**
 * Builds or updates a vehicle's marker element (the offline engine's DOM marker): a dot in the
 * vehicle's colour (grey when stale) and its label, with its title as the accessible name.
 *
 * @param vehicle - the vehicle to draw
 * @param element - the element drawn before, updated in place; a new one when omitted
 * @returns the element
 */
export function vehicleElement(
  vehicle: MapVehicle,
  element: HTMLElement = document.createElement("div")
): HTMLElement {
  element.dataset.slot = "map-vehicle"
  element.dataset.id = String(vehicle.id)
  element.dataset.stale = vehicle.stale ? "true" : "false"
  element.dataset.lat = String(vehicle.lat)
  element.dataset.lng = String(vehicle.lng)
  element.setAttribute("role", "img")
  element.setAttribute("aria-label", vehicle.title)
  element.title = vehicle.title
  const color = vehicle.stale ? STALE_VEHICLE_COLOR : vehicle.color
  element.style.cssText =
    "display:flex;align-items:center;gap:4px;pointer-events:auto;"
  let dot = element.firstElementChild as HTMLElement | null
  if (!dot) {
    dot = document.createElement("span")
    element.append(dot, document.createElement("span"))
  }
  dot.style.cssText = `width:16px;height:16px;border-radius:9999px;border:3px solid #fff;box-shadow:0 0 0 1px #111827;background:${color};`
  const name = element.lastElementChild as HTMLElement
  name.textContent = vehicle.label
  name.style.cssText = `font:600 12px/1.2 system-ui,sans-serif;padding:1px 4px;border-radius:4px;background:#fff;color:${vehicle.stale ? "#4b5563" : "#111827"};box-shadow:0 0 0 1px ${color};white-space:nowrap;`
  return element
}
