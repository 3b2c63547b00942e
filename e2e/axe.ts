import { appendFileSync, existsSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"

import type { Browser, Page, Request } from "playwright-core"
import { inject } from "vitest"

import type {} from "./provided-context.ts"

// axe-core's browser script, injected into the page under test.
const axeSource = (
  createRequire(import.meta.url)("axe-core") as { source: string }
).source

/** WCAG 2.1 A and AA: the rules the product is held to. */
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/** One line per failing element: the rule, its help and where. */
export function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact ?? "?"}): ${v.help} at ${JSON.stringify(node.target)}` +
        (node.failureSummary
          ? ` (${node.failureSummary.replaceAll("\n", " ")})`
          : "")
    )
  )
}

/** axe-core runs one at a time in a page: each page's runs wait for the one before. */
const runs = new WeakMap<Page, Promise<unknown>>()

function oneAtATime<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const next = (runs.get(page) ?? Promise.resolve()).then(run, run)
  runs.set(
    page,
    next.catch(() => undefined)
  )
  return next
}

/**
 * Runs axe-core in the page: the WCAG 2.1 AA rules (all, or all but colour contrast), or only
 * `rules`.
 */
async function runAxe(
  page: Page,
  rules: string[] | "wcag" | "wcag-but-contrast"
) {
  // Evaluated through the browser's protocol: the product's Content-Security-Policy allows no
  // inline script tag.
  if (!(await page.evaluate(() => "axe" in window)))
    await page.evaluate(axeSource)
  return page.evaluate(
    async (options) =>
      (
        await (
          window as unknown as {
            axe: {
              run(
                context: Document,
                options: object
              ): Promise<{ violations: Violation[] }>
            }
          }
        ).axe.run(document, { ...options, resultTypes: ["violations"] })
      ).violations,
    Array.isArray(rules)
      ? { runOnly: { type: "rule", values: rules } }
      : {
          runOnly: { type: "tag", values: WCAG_21_AA },
          rules: { "color-contrast": { enabled: rules === "wcag" } },
        }
  )
}

/**
 * The screens checked so far in this end-to-end run, by every test file (a path in a theme, as
 * `screenOf` names it): the run's global setup (product-template.ts) names a file of one screen a
 * line, read before a screen is checked and added to after. Without one, this file's screens.
 */
const checked = new Set<string>()
/** The run's record, asked for when needed: the global setup imports this module too. */
const runRecord = () => inject("checkedScreens") as string | undefined

function wasChecked(screen: string): boolean {
  const record = runRecord()
  if (!checked.has(screen) && record && existsSync(record))
    for (const line of readFileSync(record, "utf8").split("\n"))
      if (line) checked.add(line)
  return checked.has(screen)
}

function markChecked(screen: string) {
  if (wasChecked(screen)) return
  checked.add(screen)
  const record = runRecord()
  if (record) appendFileSync(record, `${screen}\n`)
}

/** A screen's path, with its ids and tokens generalised: one check per screen, not per record. */
function pathOf(url: string): string {
  return new URL(url).pathname
    .split("/")
    .map((part) => (/^\d+$/.test(part) || part.length >= 20 ? ":id" : part))
    .join("/")
}

/** The screen the page shows: its path and theme, as in `/main/routes/:id (dark)`. */
export async function screenOf(page: Page): Promise<string> {
  const dark = await page.evaluate(() =>
    document.documentElement.classList.contains("dark")
  )
  return `${pathOf(page.url())} (${dark ? "dark" : "light"})`
}

/**
 * Runs axe-core's WCAG 2.1 AA rules on the page as it is now; answers every violation, one line
 * per element, each naming the screen.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const screen = await screenOf(page)
  markChecked(screen)
  const violations = await oneAtATime(page, () => runAxe(page, "wcag"))
  return describeViolations(violations).map((line) => `${screen}: ${line}`)
}

/**
 * Waits until the page has settled: no request under way (live streams aside) and no change to the
 * document for 300 ms, for at most 3 s. Answers whether it settled.
 */
async function settle(page: Page, requests: Set<Request>) {
  const deadline = Date.now() + 3000
  while (Date.now() < deadline) {
    await page.evaluate(
      (quiet) =>
        new Promise<void>((resolve) => {
          let timer = setTimeout(done, quiet)
          const cap = setTimeout(done, 1000)
          const observer = new MutationObserver(() => {
            clearTimeout(timer)
            timer = setTimeout(done, quiet)
          })
          observer.observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          })
          function done() {
            observer.disconnect()
            clearTimeout(timer)
            clearTimeout(cap)
            resolve()
          }
        }),
      300
    )
    if (requests.size === 0) return true
  }
  return false
}

/** The product's live stream (`GET /api/v1/live`): it stays open as long as the screen. */
const isStream = (request: Request) =>
  ["eventsource", "websocket"].includes(request.resourceType()) ||
  new URL(request.url()).pathname === "/api/v1/live"

/**
 * The accessibility check of every screen a test file's browser opens: each screen (a path, in
 * each theme) is checked once per end-to-end run (see `wasChecked`) with axe-core's WCAG 2.1 AA rules: as soon as it has
 * settled after being opened, and at the latest when the test leaves it with `goto`, `reload`
 * or `close` (unless `axeViolations` has checked it already). A violation is kept only when a
 * second run, once the page has settled again, finds it too (an element caught halfway through
 * an animation is not a violation). `takeViolations` answers what was found since it was last
 * called.
 */
export function checkEveryScreen(browser: Browser) {
  const found: string[] = []
  const pending = new Set<Promise<unknown>>()

  async function check(page: Page, requests: Set<Request>, path: string) {
    const stillThere = () => !page.isClosed() && pathOf(page.url()) === path
    if (!stillThere() || !(await settle(page, requests)) || !stillThere())
      return
    const screen = await screenOf(page)
    if (wasChecked(screen)) return
    const first = await oneAtATime(page, () =>
      runAxe(page, "wcag-but-contrast")
    )
    if (!stillThere()) return
    let lines = describeViolations(first)
    if (lines.length > 0) {
      await settle(page, requests)
      const rules = first.map((v) => v.id)
      const again = describeViolations(
        await oneAtATime(page, () => runAxe(page, rules))
      )
      if (!stillThere()) return
      lines = lines.filter((line) => again.includes(line))
    }
    markChecked(screen)
    found.push(...lines.map((line) => `${screen}: ${line}`))
  }

  /** Keeps `work` among the checks under way until it ends; a failed check is dropped. */
  function track(work: Promise<unknown>): Promise<unknown> {
    // A page closed or navigated away mid-check: its screen is checked on its next visit.
    const run = work.catch(() => undefined).finally(() => pending.delete(run))
    pending.add(run)
    return run
  }

  /** Each watched page's `leave`: its screen's check, before the page goes. */
  const leaves = new WeakMap<Page, () => Promise<void>>()

  function watch(page: Page) {
    const requests = new Set<Request>()
    page.on("request", (request) => {
      if (!isStream(request)) requests.add(request)
    })
    page.on("requestfinished", (request) => requests.delete(request))
    page.on("requestfailed", (request) => requests.delete(request))
    // One check at a time, in the order the screens were opened; a screen opened again before
    // its check has started is not queued twice.
    let last: Promise<unknown> = Promise.resolve()
    const waiting = new Set<string>()
    const onScreen = () => /^https?:/.test(page.url()) && !page.isClosed()
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame() || !onScreen()) return
      const path = pathOf(frame.url())
      if (waiting.has(path)) return
      waiting.add(path)
      last = track(
        last.then(() => {
          waiting.delete(path)
          return check(page, requests, path)
        })
      )
    })
    /** Before the test leaves the screen: its check, if it has had none yet. */
    const leave = async () => {
      await last
      if (onScreen()) await track(check(page, requests, pathOf(page.url())))
    }
    leaves.set(page, leave)
    const before =
      <T extends unknown[], R>(action: (...args: T) => Promise<R>) =>
      async (...args: T) => {
        await leave()
        return action(...args)
      }
    page.goto = before(page.goto.bind(page))
    page.reload = before(page.reload.bind(page))
    page.close = before(page.close.bind(page))
  }

  browser.on("context", (context) => {
    context.on("page", watch)
    // Its pages' checks first, not their `close`: a page of `browser.newPage()` closes its own
    // context, which closed the page again, and so on; every round awaited promises already
    // settled, so the worker never went back to its event loop and filled its heap.
    const close = context.close.bind(context)
    context.close = async (options) => {
      await Promise.all(context.pages().map((page) => leaves.get(page)?.()))
      return close(options)
    }
  })

  return {
    /** Every violation found since the last call, once the checks under way have finished. */
    async takeViolations() {
      while (pending.size > 0) await Promise.all(pending)
      return found.splice(0)
    },
  }
}
