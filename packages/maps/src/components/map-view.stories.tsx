import type * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor } from "storybook/test"

import type { MapHandle } from "../engines/engine-props"
import { FIGURE_COLORS, type Figure } from "../geometry/figure"
import { DrawMode } from "../lib/draw-features"
import { ZoomLevel } from "../lib/map-config"
import {
  CITY,
  DEPOT,
  gridStops,
  manyStops,
  routePaths,
} from "../stories/fixtures"
import { MapPlayground, playgroundHandle } from "../stories/map-playground"
import {
  clickAt,
  dragFromTo,
  idsWhere,
  moveTo,
  pixelInPolygon,
} from "../stories/pointer"
import { MapView } from "./map-view"

// A 6 × 6 grid of stops, about 58 px apart at zoom 13.
const stops = gridStops(6, 0.005)
const drawingConfig = {
  locations: [DEPOT, ...stops],
  zoom: 13,
  drawingAllowed: true,
  customizedMarkers: true,
  printPath: false,
}

const meta = {
  title: "Maps/MapView",
  component: MapView,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    height: 480,
    center: CITY,
    // Stories show the offline engine: no key, no network.
    googleMapsApiKey: "",
    styleUrl: null,
    labels: {
      map: "Routes map",
      zoomIn: "Zoom the map in",
      zoomOut: "Zoom the map out",
      pin: "Address pin",
    },
  },
  render: (args) => <MapPlayground {...args} />,
} satisfies Meta<React.ComponentProps<typeof MapPlayground>>

export default meta
type Story = StoryObj<typeof meta>

/** Pixel position between grid stops: row and column may be fractional. */
function gridPixel(handle: MapHandle, row: number, col: number) {
  const origin = handle.project({
    lat: stops[0]?.latitude ?? 0,
    lng: stops[0]?.longitude ?? 0,
  })
  const far = handle.project({
    lat: stops[7]?.latitude ?? 0,
    lng: stops[7]?.longitude ?? 0,
  })
  return {
    x: origin.x + (far.x - origin.x) * col,
    y: origin.y + (far.y - origin.y) * row,
  }
}

async function insideText(canvas: {
  getByLabelText: (t: string) => HTMLElement
}) {
  return canvas.getByLabelText("Stops inside").textContent ?? ""
}

export const View: Story = {
  args: {
    config: {
      locations: [DEPOT, ...stops],
      zoom: 13,
      printPath: true,
      customizedMarkers: true,
    },
    depot: CITY,
    paths: routePaths(stops),
    selectedIds: ["s-2-2"],
    showToolbar: false,
  },
  play: async ({ canvasElement, canvas }) => {
    const handle = await playgroundHandle(canvasElement)
    expect(handle.engine).toBe("offline")
    // MapLibre's own controls and the map's region use the texts passed in.
    expect(canvas.getByRole("region", { name: "Routes map" })).toBeVisible()
    expect(
      canvas.getByRole("button", { name: "Zoom the map in" })
    ).toBeInTheDocument()
    // 36 stops and the depot are drawn.
    await waitFor(() => expect(handle.renderedStops()).toBe(37), {
      timeout: 10_000,
    })
  },
}

/** Drivers on the road: a labelled marker each, grey once not seen for a while. */
export const Vehicles: Story = {
  args: {
    config: { locations: [DEPOT, ...stops], zoom: 13, printPath: true },
    paths: routePaths(stops),
    vehicles: [
      {
        id: 1,
        lat: CITY.lat + 0.004,
        lng: CITY.lng + 0.006,
        label: "Ana López",
        title: "Ana López, seen 09:41",
        color: "#1e88e5",
        stale: false,
      },
      {
        id: 2,
        lat: CITY.lat + 0.012,
        lng: CITY.lng + 0.016,
        label: "Luis Pérez",
        title: "Luis Pérez, last seen 09:12",
        color: "#43a047",
        stale: true,
      },
    ],
    showToolbar: false,
  },
  play: async ({ canvasElement, canvas }) => {
    await playgroundHandle(canvasElement)
    const ana = await canvas.findByRole("img", {
      name: "Ana López, seen 09:41",
    })
    expect(ana).toHaveTextContent("Ana López")
    expect(ana.dataset.stale).toBe("false")
    expect(
      canvas.getByRole("img", { name: "Luis Pérez, last seen 09:12" }).dataset
        .stale
    ).toBe("true")
  },
}

export const DrawPolygon: Story = {
  args: { config: drawingConfig, drawMode: DrawMode.polygon },
  play: async ({ canvasElement, canvas }) => {
    const handle = await playgroundHandle(canvasElement)
    const target = handle.eventTarget()
    const ring = [
      gridPixel(handle, 0.5, 0.5),
      gridPixel(handle, 0.5, 3.5),
      gridPixel(handle, 2.5, 4.5),
      gridPixel(handle, 4.5, 2.5),
      gridPixel(handle, 3.5, 0.5),
    ]
    let previous = ring[0]
    for (const vertex of ring) {
      await clickAt(target, vertex as { x: number; y: number }, previous)
      previous = vertex
    }
    // Clicking the first vertex again closes the polygon.
    await clickAt(target, ring[0] as { x: number; y: number }, previous)
    const expected = idsWhere(handle, stops, (p) => pixelInPolygon(p, ring))
    expect(expected.length).toBeGreaterThan(6)
    await waitFor(() =>
      expect(canvas.getByLabelText("Last zone event")).toHaveTextContent(
        "created polygon"
      )
    )
    expect(await insideText(canvas)).toBe(expected.join(" "))
    expect(canvas.getByLabelText("Zone colour")).toHaveTextContent(
      FIGURE_COLORS[0]
    )
  },
}

export const DrawRectangle: Story = {
  args: { config: drawingConfig, drawMode: DrawMode.rectangle },
  play: async ({ canvasElement, canvas }) => {
    const handle = await playgroundHandle(canvasElement)
    const target = handle.eventTarget()
    const from = gridPixel(handle, 1.5, 0.5)
    const to = gridPixel(handle, 3.5, 4.5)
    await clickAt(target, from)
    await moveTo(target, to, from)
    await clickAt(target, to)
    const expected = idsWhere(
      handle,
      stops,
      (p) => p.x > from.x && p.x < to.x && p.y > from.y && p.y < to.y
    )
    expect(expected).toHaveLength(8)
    await waitFor(() =>
      expect(canvas.getByLabelText("Last zone event")).toHaveTextContent(
        "created rectangle"
      )
    )
    expect(await insideText(canvas)).toBe(expected.join(" "))
  },
}

export const DrawCircle: Story = {
  args: { config: drawingConfig, drawMode: DrawMode.circle },
  play: async ({ canvasElement, canvas }) => {
    const handle = await playgroundHandle(canvasElement)
    const target = handle.eventTarget()
    const center = gridPixel(handle, 2, 2)
    const step = gridPixel(handle, 2, 3).x - center.x
    // A radius of 1.6 grid steps holds the centre, 4 neighbours and 4 diagonals.
    const edge = { x: center.x + 1.6 * step, y: center.y }
    await clickAt(target, center)
    await moveTo(target, edge, center)
    await clickAt(target, edge)
    const expected = idsWhere(
      handle,
      stops,
      (p) => Math.hypot(p.x - center.x, p.y - center.y) < 1.6 * step
    )
    expect(expected).toHaveLength(9)
    await waitFor(() =>
      expect(canvas.getByLabelText("Last zone event")).toHaveTextContent(
        "created circle"
      )
    )
    expect(await insideText(canvas)).toBe(expected.join(" "))
  },
}

const savedZones: Figure[] = [
  {
    type: "rectangle",
    uid: "zone-rectangle",
    colors: { fill: FIGURE_COLORS[2], stroke: FIGURE_COLORS[2] },
    coordinates: {
      north: (stops[6]?.latitude ?? 0) + 0.0025,
      south: (stops[12]?.latitude ?? 0) - 0.0025,
      west: (stops[0]?.longitude ?? 0) - 0.0025,
      east: (stops[1]?.longitude ?? 0) + 0.0025,
    },
  },
  {
    type: "circle",
    uid: "zone-circle",
    colors: { fill: FIGURE_COLORS[4], stroke: FIGURE_COLORS[4] },
    coordinates: {
      center: { lat: stops[33]?.latitude ?? 0, lng: stops[33]?.longitude ?? 0 },
      radius: 300,
    },
  },
  {
    type: "polygon",
    uid: "zone-polygon",
    colors: { fill: FIGURE_COLORS[1], stroke: FIGURE_COLORS[1] },
    coordinates: [
      {
        lat: (stops[4]?.latitude ?? 0) + 0.0025,
        lng: (stops[4]?.longitude ?? 0) - 0.0025,
      },
      {
        lat: (stops[5]?.latitude ?? 0) + 0.0025,
        lng: (stops[5]?.longitude ?? 0) + 0.0025,
      },
      {
        lat: (stops[17]?.latitude ?? 0) - 0.0025,
        lng: (stops[17]?.longitude ?? 0) + 0.0025,
      },
    ],
  },
]

export const EditZones: Story = {
  args: { config: drawingConfig, drawMode: DrawMode.select, zones: savedZones },
  play: async ({ canvasElement, canvas }) => {
    const handle = await playgroundHandle(canvasElement)
    const target = handle.eventTarget()
    await waitFor(() => expect(handle.zones()).toHaveLength(3))
    // Select the rectangle (rows 1–2, columns 0–1) and drag it one column east.
    const grab = gridPixel(handle, 1.5, 0.5)
    await clickAt(target, grab)
    await dragFromTo(target, grab, gridPixel(handle, 1.5, 1.5))
    await waitFor(() =>
      expect(canvas.getByLabelText("Last zone event")).toHaveTextContent(
        "changed rectangle"
      )
    )
    expect(await insideText(canvas)).toBe("s-1-1 s-1-2 s-2-1 s-2-2")
    // Delete the selected zone.
    await userEvent.click(canvas.getByRole("button", { name: "Delete zone" }))
    await waitFor(() =>
      expect(canvas.getByLabelText("Last zone event")).toHaveTextContent(
        "deleted"
      )
    )
    expect(
      handle
        .zones()
        .map((z) => z.uid)
        .sort()
    ).toEqual(["zone-circle", "zone-polygon"])
    // Select the triangle and drag its southern corner two rows further south.
    await clickAt(target, gridPixel(handle, 0.2, 4.9))
    const corner = gridPixel(handle, 2.5, 5.5)
    const moved = gridPixel(handle, 4.5, 5.5)
    await dragFromTo(target, corner, moved)
    await waitFor(() =>
      expect(canvas.getByLabelText("Last zone event")).toHaveTextContent(
        "changed polygon"
      )
    )
    const triangle = [
      gridPixel(handle, -0.5, 3.5),
      gridPixel(handle, -0.5, 5.5),
      moved,
    ]
    const expected = idsWhere(handle, stops, (p) => pixelInPolygon(p, triangle))
    expect(expected).toHaveLength(5)
    expect(await insideText(canvas)).toBe(expected.join(" "))
  },
}

export const DragPin: Story = {
  args: {
    config: {
      locations: [DEPOT],
      zoom: ZoomLevel.close,
      draggableMarker: true,
    },
    pin: CITY,
    showToolbar: false,
  },
  play: async ({ canvasElement, canvas }) => {
    const handle = await playgroundHandle(canvasElement)
    const pin = await waitFor(() => {
      const el = canvasElement.querySelector<HTMLElement>("[data-slot=map-pin]")
      expect(el).not.toBeNull()
      return el as HTMLElement
    })
    expect(pin).toHaveAttribute("aria-label", "Address pin")
    const start = handle.project(CITY)
    const end = { x: start.x + 80, y: start.y - 60 }
    const container = target(canvasElement)
    const rect = container.getBoundingClientRect()
    const mouse = (
      el: EventTarget,
      type: string,
      p: { x: number; y: number }
    ) =>
      el.dispatchEvent(
        new MouseEvent(type, {
          bubbles: true,
          cancelable: true,
          button: 0,
          buttons: type === "mouseup" ? 0 : 1,
          clientX: rect.left + p.x,
          clientY: rect.top + p.y,
        })
      )
    mouse(pin, "mousedown", start)
    for (let i = 1; i <= 5; i++)
      mouse(handle.eventTarget(), "mousemove", {
        x: start.x + ((end.x - start.x) * i) / 5,
        y: start.y + ((end.y - start.y) * i) / 5,
      })
    mouse(handle.eventTarget(), "mouseup", end)
    const expected = handle.unproject(end)
    await waitFor(() =>
      expect(canvas.getByLabelText("Pin")).toHaveTextContent(
        `${expected.lat.toFixed(5)}, ${expected.lng.toFixed(5)}`
      )
    )
  },
}

function target(root: HTMLElement) {
  return root.querySelector<HTMLElement>("[data-slot=map]") as HTMLElement
}

const thousands = manyStops(5_000)

export const FiveThousandMarkers: Story = {
  args: {
    config: {
      locations: thousands,
      zoom: 11,
      printPath: true,
      customizedMarkers: true,
    },
    paths: routePaths(thousands),
    showToolbar: false,
  },
  play: async ({ canvasElement }) => {
    const handle = await playgroundHandle(canvasElement)
    await waitFor(() => expect(handle.renderedStops()).toBeGreaterThan(1_000), {
      timeout: 15_000,
    })
    // Pan back and forth; the markers stay drawn. The frame-time figures come
    // from the benchmark (packages/maps/bench), not from this test.
    for (let i = 0; i < 4; i++) {
      handle.panBy(i % 2 === 0 ? 120 : -120, 40)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    await handle.idle()
    expect(handle.renderedStops()).toBeGreaterThan(1_000)
  },
}

export const GoogleUnavailable: Story = {
  args: {
    config: { locations: [DEPOT, ...stops], zoom: 13 },
    // A key with no way to reach Google: the offline map takes over.
    googleMapsApiKey: "key-without-network",
    googleLoadTimeoutMs: 1_500,
    labels: {
      map: "Routes map",
      offlineNote: "Google Maps is unavailable: showing the offline map.",
    },
    showToolbar: false,
  },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(
      () =>
        expect(
          canvas.getByText(
            "Google Maps is unavailable: showing the offline map."
          )
        ).toHaveAttribute("role", "status"),
      { timeout: 10_000 }
    )
    const handle = await playgroundHandle(canvasElement)
    expect(handle.engine).toBe("offline")
  },
}
