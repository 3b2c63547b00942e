// Measures what the back office moves over the wire in chromium against the built product (issue
// 31's targets): the first load of /login on an empty cache; the first open of a 500-stop
// optimization by a signed-in planner, until its map is drawn; that optimization's API answer;
// and the requests for hashed assets (`/assets/`) that reach the server when the workspace is
// reloaded. Bytes are what the network carried (headers and bodies as sent, compressed or not),
// from the DevTools protocol. Run after `npm start` has built the product, from the repository
// root: `npm run bench:wire`.
import type { CDPSession, Page } from "playwright-core"

import {
  launchBrowser,
  newPage,
  signInTo,
  startProduct,
} from "@ruta/e2e/product"
import { seedOptimization } from "./seed-optimization.ts"

const STOPS = 500
const ROUTES = 10
const NAME = "Wire 500"
const TARGETS = { login: 300, open: 800, payload: 40, reloadAssets: 0 }

interface Transfer {
  url: string
  bytes: number
  encoding: string
  fromCache: boolean
  /** Answered in full (or failed), or a stream that stays open (the live channel). */
  done: boolean
  /** When its headers came (a worker's script is finished in the worker, out of sight). */
  respondedAt: number
  /** Read by a worker: whether it came from the cache is out of the page's sight. */
  byWorker: boolean
}

/** Everything the page asks for from now on, with the bytes each answer took on the wire. */
async function meter(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  const requests = new Map<string, Transfer>()
  cdp.on("Network.requestWillBeSent", (e) => {
    requests.set(e.requestId, {
      url: e.request.url,
      bytes: 0,
      encoding: "",
      fromCache: false,
      done: false,
      respondedAt: 0,
      byWorker: false,
    })
  })
  cdp.on("Network.requestServedFromCache", (e) => {
    const request = requests.get(e.requestId)
    if (request) request.fromCache = true
  })
  cdp.on("Network.responseReceived", (e) => {
    const request = requests.get(e.requestId)
    if (!request) return
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v])
    )
    request.encoding = String(headers["content-encoding"] ?? "")
    request.respondedAt = Date.now()
    // Until its end is seen: the headers and the body's announced length.
    request.bytes =
      e.response.encodedDataLength + Number(headers["content-length"] ?? 0)
    if (e.response.mimeType === "text/event-stream") request.done = true
    if (e.response.fromDiskCache || e.response.fromServiceWorker)
      request.fromCache = true
  })
  cdp.on("Network.loadingFinished", (e) => {
    const request = requests.get(e.requestId)
    if (!request) return
    request.bytes = e.encodedDataLength
    request.byWorker = false
    request.done = true
  })
  // A worker's script is asked for by the page but read by the worker, out of this session's
  // sight: Playwright, which follows workers, says when it is done, its headers' size and its
  // body's announced length (its own count of the body is 0 for a worker's script). Whether it
  // came from the cache is the server's to say (`served`).
  page.on("requestfinished", (request) => {
    const open = [...requests.values()].find(
      (r) => r.url === request.url() && !r.done
    )
    if (!open) return
    void Promise.all([request.sizes(), request.response()]).then(
      async ([sizes, response]) => {
        const length = Number(
          (await response?.headerValue("content-length")) ?? 0
        )
        const encoding = (await response?.headerValue("content-encoding")) ?? ""
        // The page's own requests are finished by this session (`loadingFinished`), exactly.
        if (open.done) return
        if (ALL)
          console.log(
            `worker's ${request.url()}: ${JSON.stringify(sizes)}, ${length} bytes announced`
          )
        open.bytes = sizes.responseHeadersSize + length
        open.encoding = encoding
        open.byWorker = true
        open.done = true
      }
    )
  })
  cdp.on("Network.loadingFailed", (e) => {
    const request = requests.get(e.requestId)
    if (request) request.done = true
  })
  return {
    /** Waits until every request has been answered and none started for half a second. */
    async settled() {
      let quietSince = Date.now()
      let seen = -1
      const giveUp = Date.now() + 20_000
      while (Date.now() - quietSince < 500) {
        if (Date.now() > giveUp)
          throw new Error(
            `still waiting for ${[...requests.values()]
              .filter((r) => !r.done)
              .map((r) => r.url)
              .join(", ")}`
          )
        await new Promise((resolve) => setTimeout(resolve, 50))
        const all = [...requests.values()]
        const pending = (r: Transfer) =>
          !r.done && !(r.respondedAt && Date.now() - r.respondedAt > 1000)
        if (all.length !== seen || all.some(pending)) {
          seen = all.length
          quietSince = Date.now()
        }
      }
    },
    /**
     * The transfers since the last reset, and starts counting again. A worker's file the server
     * was not asked for (`served`, the paths it was asked for meanwhile) came from the cache.
     */
    take(served: Set<string>) {
      const taken = [...requests.values()].filter(
        (r) => !r.url.startsWith("data:") && !r.url.startsWith("blob:")
      )
      for (const r of taken)
        if (r.byWorker && !served.has(pathOf(r.url))) r.fromCache = true
      requests.clear()
      return taken
    },
  }
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url)
  return pathname + search
}

/**
 * The paths the server was asked for since `mark` (a length of its log): its `incoming request`
 * lines at the `info` level.
 */
function servedSince(product: { output(): string }, mark: number) {
  const paths = new Set<string>()
  for (const line of product.output().slice(mark).split("\n")) {
    if (!line.includes('"incoming request"')) continue
    try {
      paths.add((JSON.parse(line) as { req: { url: string } }).req.url)
    } catch {
      // A line cut at the mark: the request came before it.
    }
  }
  return paths
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const onWire = (transfers: Transfer[]) => transfers.filter((t) => !t.fromCache)
const total = (transfers: Transfer[]) =>
  transfers.reduce((sum, t) => sum + t.bytes, 0)

/** Waits until the workspace's map has drawn and the network is quiet. */
async function workspaceShown(page: Page, wire: { settled(): Promise<void> }) {
  await page.locator('[data-slot="map"][data-loaded="true"]').waitFor()
  await wire.settled()
}

/** `--all` lists every response, not only the largest. */
const ALL = process.argv.includes("--all")

function printTransfers(title: string, transfers: Transfer[]) {
  console.log(`\n${title}`)
  const sorted = [...transfers].sort((a, b) => b.bytes - a.bytes)
  for (const t of ALL ? sorted : sorted.slice(0, 8))
    console.log(
      `  ${kb(t.bytes).padStart(8)} KB ${(t.encoding || "identity").padEnd(8)} ${new URL(t.url).pathname}`
    )
}

// The base map's style and tiles come from elsewhere (or nowhere, offline): only the product's
// own bytes are measured.
// The server logs each request (`info`): what it was asked for is what the cache did not answer.
const product = await startProduct(
  { MAP_STYLE_URL: "none", LOG_LEVEL: "info" },
  null
)
let mark = 0
/** What the page moved since the last call, and the paths the server was asked for meanwhile. */
const take = (wire: { take(served: Set<string>): Transfer[] }) => {
  const served = servedSince(product, mark)
  mark = product.output().length
  return { transfers: wire.take(served), served }
}
const browser = await launchBrowser()
try {
  const id = await seedOptimization(product.url, {
    name: NAME,
    routes: ROUTES,
    perRoute: STOPS / ROUTES,
  })

  const { context, page } = await newPage(browser, product.url)
  const wire = await meter(page)
  mark = product.output().length
  await page.goto("/login")
  await page.getByRole("button", { name: "Sign in", exact: true }).waitFor()
  await wire.settled()
  const login = onWire(take(wire).transfers)
  printTransfers("first load of /login, largest:", login)

  await signInTo(page, "client@acme.demo", "/main/dashboard")
  await wire.settled()
  take(wire)
  await page.goto(`/main/optimizations/${id}`)
  await workspaceShown(page, wire)
  const open = onWire(take(wire).transfers)
  printTransfers(`first open of a ${STOPS}-stop optimization, largest:`, open)
  const payload = open.find(
    (t) => new URL(t.url).pathname === `/api/v1/optimizations/${id}`
  )

  await page.reload()
  await workspaceShown(page, wire)
  const { transfers: reload, served } = take(wire)
  // Asked of the server, whatever the page's DevTools session saw of it.
  const reloadAssets = [...served].filter((p) => p.startsWith("/assets/"))
  for (const p of reloadAssets) console.log(`reload asked for ${p}`)
  await context.close()

  const figures = {
    login: total(login) / 1024,
    open: total(open) / 1024,
    payload: (payload?.bytes ?? 0) / 1024,
    reloadAssets: reloadAssets.length,
  }
  console.log(
    `\nfirst load of /login:        ${kb(total(login)).padStart(8)} KB in ${login.length} responses (target ≤ ${TARGETS.login} KB)`
  )
  console.log(
    `first open of ${STOPS} stops:     ${kb(total(open)).padStart(8)} KB in ${open.length} responses (target ≤ ${TARGETS.open} KB)`
  )
  console.log(
    `its API payload:             ${kb(payload?.bytes ?? 0).padStart(8)} KB ${payload?.encoding || "identity"} (target ≤ ${TARGETS.payload} KB)`
  )
  console.log(
    `reload: hashed assets asked: ${String(reloadAssets.length).padStart(8)}    of ${served.size} requests the server had, ${reload.length} the page made (target ${TARGETS.reloadAssets})`
  )
  const met =
    figures.login <= TARGETS.login &&
    figures.open <= TARGETS.open &&
    figures.payload <= TARGETS.payload &&
    figures.reloadAssets <= TARGETS.reloadAssets
  console.log(
    `summary: login_kb=${figures.login.toFixed(1)} open_kb=${figures.open.toFixed(1)} payload_kb=${figures.payload.toFixed(1)} reload_asset_requests=${figures.reloadAssets} targets=${met ? "met" : "missed"}`
  )
} finally {
  await browser.close()
  await product.stop()
}
