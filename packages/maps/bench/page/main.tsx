import * as React from "react"
import { createRoot } from "react-dom/client"

import { MapView } from "../../src/components/map-view"
import type { MapHandle } from "../../src/engines/engine-props"
import { CITY, manyStops, routePaths } from "../../src/stories/fixtures"

// Renders `?markers=N` stops on the offline map and measures, in the page:
// time to first render (mount until the map is idle with markers drawn) and
// frame times while panning. The runner (bench/markers.ts) reads `window.benchResult`.

type Result = {
  markers: number
  renderedInView: number
  firstRenderMs: number
  mapLoadMs: number
  frames: number
  frameMeanMs: number
  frameP95Ms: number
  frameMaxMs: number
}

declare global {
  interface Window {
    benchResult?: Result
    benchError?: string
  }
}

const params = new URLSearchParams(location.search)
const count = Number(params.get("markers") ?? 5000)
const panFrames = Number(params.get("frames") ?? 120)
// Panning stops after this long even if frames remain (slow software GL).
const panSeconds = Number(params.get("seconds") ?? 30)
const stops = manyStops(count)
const paths = routePaths(stops)
const printPath = params.get("paths") !== "0"
const config = {
  locations: stops,
  zoom: 11,
  printPath,
  customizedMarkers: true,
}

async function pan(handle: MapHandle) {
  const times: number[] = []
  let last = performance.now()
  const deadline = performance.now() + panSeconds * 1000
  for (let i = 0; i < panFrames && performance.now() < deadline; i++) {
    // Back and forth across the city: 8 px per frame.
    handle.panBy(Math.floor(i / 30) % 2 === 0 ? 8 : -8, 2)
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const now = performance.now()
    times.push(now - last)
    last = now
  }
  return times
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
}

const started = performance.now()
let done = false
async function onReady(handle: MapHandle) {
  if (done) return
  done = true
  const mapLoadMs = performance.now() - started
  try {
    // First moment markers are on screen (with none: the map once idle).
    if (count === 0) await handle.idle()
    // Polled every 50 ms rather than every frame: querying thousands of
    // rendered features is itself work that would slow the first render.
    while (count > 0 && handle.renderedStops() === 0)
      await new Promise((resolve) => setTimeout(resolve, 50))
    const firstRenderMs = performance.now() - started
    await handle.idle()
    const renderedInView = handle.renderedStops()
    const frames = await pan(handle)
    const round = (n: number) => Math.round(n * 10) / 10
    window.benchResult = {
      markers: count,
      renderedInView,
      firstRenderMs: round(firstRenderMs),
      mapLoadMs: round(mapLoadMs),
      frames: frames.length,
      frameMeanMs: round(frames.reduce((a, b) => a + b, 0) / frames.length),
      frameP95Ms: round(percentile(frames, 0.95)),
      frameMaxMs: round(Math.max(...frames)),
    }
  } catch (error) {
    window.benchError = String(error)
  }
}

createRoot(document.getElementById("root") as HTMLElement).render(
  <React.StrictMode>
    <MapView
      config={config}
      center={CITY}
      height="100vh"
      paths={paths}
      googleMapsApiKey=""
      styleUrl={null}
      onReady={onReady}
    />
  </React.StrictMode>
)
