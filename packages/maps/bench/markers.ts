// Marker rendering benchmark: builds a small page with Vite, serves it, and
// loads it in Chromium (playwright-core) with 5,000 and 20,000 markers.
// Prints time to first render and frame times while panning.
//
//   pnpm --filter @ruta/maps bench            (from the repo root)
//   node packages/maps/bench/markers.ts --markers 0,5000,20000 --runs 3
// (0 markers is the empty map, the baseline the marker figures compare to)
//
// CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).
import { mkdtemp, readFile, rm } from "node:fs/promises"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"

import react from "@vitejs/plugin-react"
import { chromium } from "playwright-core"
import { build } from "vite"

import { CHROMIUM, CHROMIUM_ARGS } from "../../../scripts/lib/chromium.ts"

const here = path.dirname(fileURLToPath(import.meta.url))
const { values } = parseArgs({
  options: {
    markers: { type: "string", default: "0,5000,20000" },
    runs: { type: "string", default: "3" },
    frames: { type: "string", default: "120" },
    seconds: { type: "string", default: "30" },
    paths: { type: "string", default: "1" },
    width: { type: "string", default: "1280" },
    height: { type: "string", default: "800" },
  },
})
const counts = values.markers.split(",").map(Number)
const runs = Number(values.runs)

const outDir = await mkdtemp(path.join(tmpdir(), "maps-bench-"))
const profileDir = await mkdtemp(path.join(tmpdir(), "maps-bench-profile-"))
await build({
  root: path.join(here, "page"),
  base: "./",
  logLevel: "warn",
  configFile: false,
  plugins: [react()],
  build: { outDir, emptyOutDir: true },
})

const types: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
}
const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost")
  const file = path.join(
    outDir,
    url.pathname === "/" ? "index.html" : url.pathname
  )
  try {
    const body = await readFile(file)
    res.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
    })
    res.end(body)
  } catch {
    res.writeHead(404).end()
  }
})
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
const address = server.address()
const port = typeof address === "object" && address ? address.port : 0

const browser = await chromium.launchPersistentContext(profileDir, {
  executablePath: CHROMIUM,
  headless: true,
  viewport: { width: Number(values.width), height: Number(values.height) },
  args: ["--headless", ...CHROMIUM_ARGS],
})

type Result = {
  markers: number
  renderedInView: number
  frames: number
  firstRenderMs: number
  mapLoadMs: number
  frameMeanMs: number
  frameP95Ms: number
  frameMaxMs: number
}
type BenchWindow = Window & { benchResult?: Result; benchError?: string }

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? 0
}

try {
  const renderer = await (async () => {
    const page = await browser.newPage()
    const info = await page.evaluate(() => {
      const gl = document.createElement("canvas").getContext("webgl2")
      const ext = gl?.getExtension("WEBGL_debug_renderer_info")
      return ext && gl
        ? String(gl.getParameter(ext.UNMASKED_RENDERER_WEBGL))
        : "none"
    })
    await page.close()
    return info
  })()
  console.log(
    `chromium ${browser.browser()?.version() ?? ""}, WebGL renderer: ${renderer}`
  )
  console.log(
    `viewport ${values.width}×${values.height}, zoom 11, ${runs} runs, median shown`
  )
  console.log(
    "markers | in view | frames | first render ms | of which map load ms | frame mean ms | frame p95 ms | frame max ms"
  )
  for (const count of counts) {
    const results: Result[] = []
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage()
      page.on("pageerror", (e) => console.error(e))
      await page.goto(
        `http://127.0.0.1:${port}/?markers=${count}&frames=${values.frames}&paths=${values.paths}&seconds=${values.seconds}`
      )
      await page.waitForFunction(
        () =>
          (window as BenchWindow).benchResult ??
          (window as BenchWindow).benchError,
        null,
        {
          timeout: 180_000,
        }
      )
      const error = await page.evaluate(
        () => (window as BenchWindow).benchError
      )
      if (error) throw new Error(error)
      results.push(
        (await page.evaluate(
          () => (window as BenchWindow).benchResult
        )) as Result
      )
      await page.close()
    }
    const pick = (key: keyof Result) => median(results.map((r) => r[key]))
    console.log(
      [
        count,
        pick("renderedInView"),
        pick("frames"),
        pick("firstRenderMs"),
        pick("mapLoadMs"),
        pick("frameMeanMs"),
        pick("frameP95Ms"),
        pick("frameMaxMs"),
      ].join(" | ")
    )
  }
} finally {
  await browser.close()
  server.close()
  await rm(outDir, { recursive: true, force: true })
  await rm(profileDir, { recursive: true, force: true })
}
