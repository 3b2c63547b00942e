// Measures the optimization workspace with 2,000 stops on 40 routes in the real browser (issue
// 13's target): the first render, from the navigation to every route card shown and the map idle
// with its markers drawn; a stop dragged onto another route and a stop moved down with its menu,
// from the pointer's release to the stop shown in its new place; and the frame rate while the map
// is dragged. The longest main-thread task (PerformanceObserver "longtask") of each. Run after
// `npm start` has built the product, from the repository root: `npm run bench:workspace`.
// `--profile=render`, `drop`, `reorder` or `pan` prints where that phase's script time went,
// `--trace=` the same phase's main-thread time by kind of work (script, style, layout, paint).
// `--runs=` and `--moves=` change how many loads and moves are timed (5 each).
import path from "node:path"

import type { Locator, Page } from "playwright-core"

import {
  median,
  p95,
  printProfile,
  printTrace,
  startProfile,
} from "./browser-figures.ts"
import {
  launchBrowser,
  screenshotsDir,
  signInTo,
  startProduct,
} from "@ruta/e2e/product"
import { seedOptimization } from "./seed-optimization.ts"

const ROUTES = 40
const PER_ROUTE = 50
const STOPS = ROUTES * PER_ROUTE
const NAME = "Bench 2,000"
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1]
const RUNS = Number(option("runs") ?? 5)
const MOVES = Number(option("moves") ?? 5)
const VIEWPORT = { width: 1366, height: 800 }
/** A stop row's height in the virtualized lists. */
const ROW_PX = 56

/** What the page keeps for the bench (set up by the init script on every load). */
interface Figures {
  longTasks: { start: number; duration: number }[]
  /** When all the route cards were in the page. */
  cardsAt: number
  /** The first map frame with stop markers, and the map idle after it. */
  markersAt: number
  readyAt: number
  map: BenchMap | null
  change: { start: number; dom: number; frame: number }
}
/** The few calls of the MapLibre map the bench makes. */
interface BenchMap {
  on: (event: string, listener: () => void) => void
  off: (event: string, listener: () => void) => void
  once: (event: string, listener: () => void) => void
  triggerRepaint: () => void
  queryRenderedFeatures: (options: { layers: string[] }) => unknown[]
  getCenter: () => { lat: number; lng: number }
}
type BenchWindow = Window & { bench: Figures }

/** Installed in every page: long tasks, the route cards' and the map's readiness. */
function watchPage(routes: number) {
  const bench: Figures = {
    longTasks: [],
    cardsAt: 0,
    markersAt: 0,
    readyAt: 0,
    map: null,
    change: { start: 0, dom: 0, frame: 0 },
  }
  ;(window as unknown as BenchWindow).bench = bench
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: "longtask", buffered: true })
  // The workspace hands no map to its parent, so the bench finds it where the map component
  // keeps it: a ref among its hooks, reached from its element's React fiber.
  const mapOf = (element: Element): BenchMap | null => {
    const key = Object.keys(element).find((k) => k.startsWith("__reactFiber$"))
    type Fiber = { return: Fiber | null; memoizedState: unknown }
    type Hook = { memoizedState: unknown; next: Hook | null }
    let fiber = key ? (element as unknown as Record<string, Fiber>)[key]! : null
    for (let depth = 0; fiber && depth < 6; depth++, fiber = fiber.return) {
      let hook = fiber.memoizedState as Hook | null
      while (hook && typeof hook === "object" && "next" in hook) {
        const ref = hook.memoizedState as { current?: BenchMap } | null
        if (
          ref &&
          typeof ref === "object" &&
          typeof ref.current?.queryRenderedFeatures === "function"
        )
          return ref.current
        hook = hook.next
      }
    }
    return null
  }
  const watch = new MutationObserver(() => {
    const cards = [...document.querySelectorAll("ul[aria-label]")].find((ul) =>
      ul.getAttribute("aria-label")!.startsWith("Routes of ")
    )
    if (!bench.cardsAt && cards && cards.children.length >= routes)
      bench.cardsAt = performance.now()
    const element = document.querySelector(
      '[data-slot="map"][data-loaded="true"]'
    )
    const map = element ? mapOf(element) : null
    if (map && !bench.map) {
      bench.map = map
      const drawn = () => {
        if (map.queryRenderedFeatures({ layers: ["stops"] }).length === 0)
          return
        bench.markersAt = performance.now()
        map.off("render", drawn)
        map.on("idle", idle)
      }
      const idle = () => {
        bench.readyAt = performance.now()
        map.off("idle", idle)
      }
      map.on("render", drawn)
    }
    if (bench.cardsAt && bench.map) watch.disconnect()
  })
  watch.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["data-loaded"],
  })
}

/**
 * Starts timing a change the page makes: from the pointer's release (on a menu item when
 * `onMenuItem`) to the stop `name` shown in `list` at `row` (its top in px), and to the frame after.
 */
async function expectChange(
  page: Page,
  change: { list: string; name: string; row: number; onMenuItem: boolean }
) {
  await page.evaluate(({ list, name, row, onMenuItem }) => {
    const { bench } = window as unknown as BenchWindow
    bench.change = { start: 0, dom: 0, frame: 0 }
    const started = (event: Event) => {
      const target = event.target as Element
      if (onMenuItem && !target.closest('[role="menuitem"]')) return
      if (!bench.change.start) bench.change.start = event.timeStamp
      removeEventListener("pointerup", started, true)
      removeEventListener("click", started, true)
    }
    addEventListener("pointerup", started, true)
    addEventListener("click", started, true)
    const shown = () => {
      const ul = [...document.querySelectorAll("ul[aria-label]")].find(
        (u) => u.getAttribute("aria-label") === list
      )
      const li = [...(ul?.children ?? [])].find(
        (l) => l.getAttribute("aria-label") === name
      ) as HTMLElement | undefined
      return li?.style.top === `${row}px`
    }
    const watch = new MutationObserver(() => {
      if (!bench.change.start || !shown()) return
      bench.change.dom = performance.now()
      watch.disconnect()
      requestAnimationFrame(() =>
        setTimeout(() => (bench.change.frame = performance.now()))
      )
    })
    watch.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["style", "aria-label"],
    })
  }, change)
}

/** Waits for the change and the layout's save; answers its times and the longest task. */
async function changeTimes(page: Page, saved: Promise<unknown>) {
  await page
    .waitForFunction(
      () => (window as unknown as BenchWindow).bench.change.frame > 0,
      null,
      { timeout: 30_000, polling: 50 }
    )
    .catch(async (error: unknown) => {
      await page.screenshot({
        path: path.join(screenshotsDir, "workspace-bench.png"),
      })
      throw new Error(
        `The stop was not shown in its new place (screenshot workspace-bench.png).`,
        { cause: error }
      )
    })
  await saved
  // The saved plan comes back and is drawn again: its tasks count too.
  await page.waitForTimeout(1500)
  return page.evaluate(() => {
    const { bench } = window as unknown as BenchWindow
    const { start, dom, frame } = bench.change
    const tasks = bench.longTasks.filter(
      (t) => t.start + t.duration >= start && t.start <= start + 1500
    )
    return {
      dom: dom - start,
      frame: frame - start,
      longest: Math.max(0, ...tasks.map((t) => t.duration)),
    }
  })
}

/** The layout's save; a rejection is only reported once awaited. */
const layoutSaved = (page: Page) => {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/layout") && r.request().method() === "PUT",
    { timeout: 60_000 }
  )
  saved.catch(() => {})
  return saved
}

const profiling = option("profile")

const product = await startProduct({}, null)
const browser = await launchBrowser()
try {
  const start = Date.now()
  const id = await seedOptimization(product.url, {
    name: NAME,
    routes: ROUTES,
    perRoute: PER_ROUTE,
  })
  console.log(
    `seeded ${STOPS} stops on ${ROUTES} routes in ${((Date.now() - start) / 1000).toFixed(1)} s; viewport ${VIEWPORT.width}×${VIEWPORT.height}`
  )
  const context = await browser.newContext({
    baseURL: product.url,
    viewport: VIEWPORT,
  })
  // Run through tsx, the functions handed to the page name their inner functions with a helper
  // the page lacks.
  await context.addInitScript({ content: "globalThis.__name = (f) => f" })
  await context.addInitScript(watchPage, ROUTES)
  const page = await context.newPage()
  const cdp = profiling ? await context.newCDPSession(page) : null
  const tracing = option("trace")
  const profile = async (phase: string, run: () => Promise<void>) => {
    if (cdp && profiling === phase) await startProfile(cdp)
    if (tracing === phase)
      await browser.startTracing(page, { categories: ["devtools.timeline"] })
    await run()
    if (cdp && profiling === phase) await printProfile(cdp)
    if (tracing === phase) printTrace(await browser.stopTracing())
  }
  await signInTo(page, "client@acme.demo", "/main/dashboard")

  // 1. First render, RUNS loads of the workspace.
  const renders: {
    cards: number
    markers: number
    ready: number
    longest: number
  }[] = []
  for (let run = 0; run < RUNS; run++) {
    await profile(run === RUNS - 1 ? "render" : "", async () => {
      await page.goto(`/main/optimizations/${id}`)
      await page
        .waitForFunction(
          () => (window as unknown as BenchWindow).bench.readyAt > 0,
          null,
          { timeout: 90_000, polling: 100 }
        )
        .catch(async (error: unknown) => {
          const state = await page.evaluate(() => {
            const { bench } = window as unknown as BenchWindow
            return `cards at ${bench.cardsAt}, map ${bench.map ? "found" : "not found"}, markers at ${bench.markersAt}`
          })
          throw new Error(`The workspace did not get ready (${state}).`, {
            cause: error,
          })
        })
    })
    const figures = await page.evaluate(() => {
      const { bench } = window as unknown as BenchWindow
      const ready = Math.max(bench.cardsAt, bench.readyAt)
      const tasks = bench.longTasks.filter((t) => t.start <= ready)
      return {
        cards: bench.cardsAt,
        markers: bench.markersAt,
        ready,
        longest: Math.max(0, ...tasks.map((t) => t.duration)),
        tasks: tasks.map(
          (t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`
        ),
      }
    })
    renders.push(figures)
    console.log(
      `load ${run + 1}: cards ${figures.cards.toFixed(0)} ms, first markers ${figures.markers.toFixed(0)} ms, map idle ${figures.ready.toFixed(0)} ms, longest task ${figures.longest.toFixed(0)} ms (tasks ${figures.tasks.join(" ")})`
    )
  }
  await page.waitForLoadState("networkidle")
  console.log(
    await page.evaluate(() => {
      const count = (selector: string) =>
        document.querySelector(selector)?.querySelectorAll("*").length ?? 0
      return `page: ${document.querySelectorAll("*").length} elements, of which ${count('ul[aria-label^="Routes of "]')} in the route cards (${document.querySelectorAll('ul[aria-label^="Stops of "] > li').length} stop rows) and ${count('section[aria-label="Timelines"]')} in the timelines`
    })
  )

  // 2. A stop dragged from Route 1 onto Route 2's first stop, both lists in view.
  const stops = (route: number) =>
    page.getByRole("list", { name: `Stops of Route ${route}`, exact: true })
  const rowAt = async (route: number, row: number) => {
    for (const li of await stops(route).getByRole("listitem").all())
      if ((await li.getAttribute("style"))?.includes(`top: ${row * ROW_PX}px`))
        return li
    throw new Error(`Route ${route} shows no stop at row ${row + 1}`)
  }
  // Route 2's first stop in the lower half, out of the edge where dragging scrolls the page;
  // Route 1's stops above it.
  await (
    await rowAt(2, 0)
  ).evaluate((li, y) => {
    li.scrollIntoView({ block: "center" })
    let page = li.closest("ul")!.parentElement!.parentElement
    while (
      page &&
      !(
        page.scrollHeight > page.clientHeight &&
        getComputedStyle(page).overflowY !== "visible"
      )
    )
      page = page.parentElement
    const box = li.getBoundingClientRect()
    ;(page ?? document.scrollingElement!).scrollBy(
      0,
      box.top + box.height / 2 - y
    )
  }, VIEWPORT.height * 0.7)
  /**
   * Route 1's lowest stop wholly in view, its list scrolled to the end: the rows a list keeps
   * rendered past its visible end would otherwise lie under Route 2's first stop.
   */
  const source = async () => {
    const list = await stops(1).evaluate(async (ul) => {
      const scroller = ul.parentElement!
      scroller.scrollTop = scroller.scrollHeight
      for (let frame = 0; frame < 2; frame++)
        await new Promise((resolve) => requestAnimationFrame(resolve))
      const { top, bottom } = scroller.getBoundingClientRect()
      return { top: Math.max(top, 100), bottom: bottom + 0.5 }
    })
    let lowest: { li: Locator; y: number } | null = null
    for (const li of await stops(1).getByRole("listitem").all()) {
      const box = await li.boundingBox()
      if (
        box &&
        box.y >= list.top &&
        box.y + box.height <= list.bottom &&
        box.y > (lowest?.y ?? -1)
      )
        lowest = { li, y: box.y }
    }
    if (!lowest) throw new Error("No stop of Route 1 is in view.")
    return lowest.li
  }
  const drops: Awaited<ReturnType<typeof changeTimes>>[] = []
  await profile("drop", async () => {
    for (let move = 0; move < MOVES; move++) {
      const from = await source()
      const name = (await from.getAttribute("aria-label"))!
      const row = (await from.boundingBox())!
      const handle = (await from
        .getByRole("button", { name: `Drag ${name}`, exact: true })
        .boundingBox())!
      // The dragged row laid over Route 2's first row.
      const dy = (await (await rowAt(2, 0)).boundingBox())!.y - row.y
      const x = handle.x + handle.width / 2
      const y = handle.y + handle.height / 2
      await page.mouse.move(x, y)
      await page.mouse.down()
      for (let i = 1; i <= 12; i++) await page.mouse.move(x, y + (dy * i) / 12)
      await expectChange(page, {
        list: "Stops of Route 2",
        name,
        row: 0,
        onMenuItem: false,
      })
      const saved = layoutSaved(page)
      await page.mouse.up()
      drops.push(await changeTimes(page, saved))
    }
  })

  // 3. Route 2's first stop moved down with its menu.
  const reorders: Awaited<ReturnType<typeof changeTimes>>[] = []
  await profile("reorder", async () => {
    for (let move = 0; move < MOVES; move++) {
      const name = (await (await rowAt(2, 0)).getAttribute("aria-label"))!
      await stops(2)
        .getByRole("button", { name: `Actions for ${name}`, exact: true })
        .click()
      await expectChange(page, {
        list: "Stops of Route 2",
        name,
        row: ROW_PX,
        onMenuItem: true,
      })
      const saved = layoutSaved(page)
      await page.getByRole("menuitem", { name: "Move down" }).click()
      reorders.push(await changeTimes(page, saved))
    }
  })

  // 4. The map dragged 480 px to the left in 60 steps (about 2 s), every frame timed.
  const map = page.getByRole("region", { name: `Map of ${NAME}` })
  await map.scrollIntoViewIfNeeded()
  const box = (await map.boundingBox())!
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const { map } = (window as unknown as BenchWindow).bench
        map!.once("idle", resolve)
        map!.triggerRepaint()
      })
  )
  const before = await page.evaluate(() =>
    (window as unknown as BenchWindow).bench.map!.getCenter()
  )
  let pan = { frames: [] as number[], mapFrames: 0, ms: 0, longest: 0 }
  await profile("pan", async () => {
    await page.evaluate(() => {
      const w = window as unknown as BenchWindow & {
        panning: { times: number[]; mapFrames: number; on: boolean }
      }
      w.panning = { times: [], mapFrames: 0, on: true }
      const frame = (time: number) => {
        w.panning.times.push(time)
        if (w.panning.on) requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
      w.bench.map!.on("render", () => w.panning.mapFrames++)
    })
    const x = box.x + box.width / 2 + 240
    const y = box.y + box.height / 2
    await page.mouse.move(x, y)
    await page.mouse.down()
    for (let i = 1; i <= 60; i++) {
      await page.mouse.move(x - i * 8, y + (i % 2))
      await page.waitForTimeout(25)
    }
    await page.mouse.up()
    pan = await page.evaluate(() => {
      const w = window as unknown as BenchWindow & {
        panning: { times: number[]; mapFrames: number; on: boolean }
      }
      w.panning.on = false
      const { times, mapFrames } = w.panning
      const first = times[0]!
      const last = times.at(-1)!
      return {
        frames: times.slice(1).map((t, i) => t - times[i]!),
        mapFrames,
        ms: last - first,
        longest: Math.max(
          0,
          ...w.bench.longTasks
            .filter((t) => t.start >= first && t.start <= last)
            .map((t) => t.duration)
        ),
      }
    })
  })
  const after = await page.evaluate(() =>
    (window as unknown as BenchWindow).bench.map!.getCenter()
  )
  if (Math.abs(after.lng - before.lng) < 1e-6)
    throw new Error("The map did not move when dragged.")

  const ms = (n: number) => `${n.toFixed(0)} ms`
  const each = (values: number[]) => values.map((v) => v.toFixed(0)).join("/")
  console.log(
    `first render (median of ${RUNS}): cards ${ms(median(renders.map((r) => r.cards)))}, first markers ${ms(median(renders.map((r) => r.markers)))}, cards and map idle ${ms(median(renders.map((r) => r.ready)))} (runs ${each(renders.map((r) => r.ready))}); longest task ${ms(median(renders.map((r) => r.longest)))} (runs ${each(renders.map((r) => r.longest))})`
  )
  for (const [what, times] of [
    ["drag onto another route", drops],
    ["move down with the menu", reorders],
  ] as const)
    console.log(
      `${what} (median of ${MOVES}): shown ${ms(median(times.map((t) => t.dom)))} (${each(times.map((t) => t.dom))}), next frame ${ms(median(times.map((t) => t.frame)))}, longest task with the save ${ms(median(times.map((t) => t.longest)))} (${each(times.map((t) => t.longest))})`
    )
  console.log(
    `map pan: ${((pan.frames.length * 1000) / pan.ms).toFixed(1)} frames/s (${pan.mapFrames} map frames in ${(pan.ms / 1000).toFixed(1)} s), frame p95 ${p95(pan.frames).toFixed(1)} ms, max ${Math.max(...pan.frames).toFixed(1)} ms, longest task ${ms(pan.longest)}`
  )
} finally {
  await browser.close()
  await product.stop()
}
