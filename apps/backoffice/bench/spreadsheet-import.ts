// Measures the new-optimization wizard with a 10,000-row .xlsx in the real browser: the time from
// choosing the file to its headers matched (read in the web worker, then matched on the page),
// from "Use 10000 rows" to every row confirmed on the list and map, the longest main-thread task
// of each (PerformanceObserver "longtask"), and the frame times while the 10,000-row list
// scrolls. Run after `npm start` has built the product, from the repository root:
// `node --import tsx apps/backoffice/bench/spreadsheet-import.ts`.
import { xlsxOf } from "../src/features/planning/spreadsheet/spreadsheet-fixtures.ts"
import { launchBrowser, signInTo, startProduct } from "@ruta/e2e/product"
import { p95, printProfile, startProfile } from "./browser-figures.ts"

const ROWS = 10_000

/** 10,000 customers by coordinates, with the columns a real export has. */
async function fixture() {
  const rows: (string | number)[][] = [
    [
      "Nombre",
      "Dirección",
      "Latitud",
      "Longitud",
      "Piezas",
      "Ventana inicio",
      "Ventana fin",
      "Teléfono",
      "Notas",
    ],
  ]
  for (let n = 0; n < ROWS; n++)
    rows.push([
      `Cliente ${n + 1}`,
      `Calle ${n + 1}, Centro, Ciudad de México`,
      19.3 + (n % 100) * 0.003,
      -99.25 + Math.floor(n / 100) * 0.003,
      1 + (n % 4),
      "9:00",
      "17:00",
      "+525512345678",
      "Tocar el timbre",
    ])
  return xlsxOf([{ name: "Paradas", rows }])
}

const product = await startProduct({}, null)
const browser = await launchBrowser()
try {
  const xlsx = Buffer.from(await fixture())
  console.log(`file: ${(xlsx.length / 1024).toFixed(0)} KB, ${ROWS} rows`)
  const context = await browser.newContext({
    baseURL: product.url,
    viewport: { width: 1366, height: 800 },
  })
  await context.addInitScript(() => {
    const w = window as unknown as {
      longTasks: { start: number; duration: number }[]
      taskLog: string[]
      fileChosenAt: number
    }
    w.longTasks = []
    w.taskLog = []
    w.fileChosenAt = 0
    // The page's work starts when the file input changes; the test tool's own work of handing
    // the file to the page (which a person choosing a file does not cause) comes before.
    document.addEventListener(
      "change",
      (event) => {
        if ((event.target as HTMLInputElement).type === "file")
          w.fileChosenAt = performance.now()
      },
      true
    )
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.longTasks.push({ start: entry.startTime, duration: entry.duration })
        w.taskLog.push(
          `${entry.startTime.toFixed(0)}+${entry.duration.toFixed(0)}`
        )
      }
    }).observe({ type: "longtask", buffered: true })
  })
  const page = await context.newPage()
  await signInTo(page, "client@acme.demo", "/main/dashboard")
  await page.goto("/main/new-optimization")
  await page.getByLabel("Name").fill("Bench 10,000")
  await page.getByRole("tab", { name: "Upload a spreadsheet" }).click()
  await page.getByRole("button", { name: "Next" }).click()
  const longest = () =>
    page.evaluate(() => {
      const w = window as unknown as {
        longTasks: { start: number; duration: number }[]
        fileChosenAt: number
      }
      const max = Math.max(
        0,
        ...w.longTasks
          .filter((task) => task.start >= w.fileChosenAt)
          .map((task) => task.duration)
      )
      w.longTasks = []
      return max
    })
  await longest()

  const mark = (name: string) =>
    page.evaluate((n) => {
      const w = window as unknown as { taskLog: string[] }
      w.taskLog.push(`${n}@${performance.now().toFixed(0)}`)
    }, name)
  const profiling = process.argv
    .find((arg) => arg.startsWith("--profile="))
    ?.slice(10)
  const cdp = profiling ? await context.newCDPSession(page) : null
  const profile = async (phase: string, start: boolean) => {
    if (!cdp || profiling !== phase) return
    await (start ? startProfile(cdp) : printProfile(cdp))
  }
  await profile("match", true)
  await mark("upload")
  let start = Date.now()
  await page.locator("input[type=file]").setInputFiles({
    name: "paradas.xlsx",
    mimeType:
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: xlsx,
  })
  const use = page.getByRole("button", { name: `Use ${ROWS} rows` })
  await use.waitFor({ timeout: 60_000 })
  const matchedMs = Date.now() - start
  await mark("matched")
  await profile("match", false)
  const matchLongest = await longest()

  start = Date.now()
  await use.click()
  await page
    .getByText(`${ROWS} stops, 0 depots, 0 to fix, 0 left out`, { exact: true })
    .waitFor({ timeout: 60_000 })
  const confirmedMs = Date.now() - start
  await mark("confirmed")
  const confirmLongest = await longest()

  await profile("scroll", true)
  // Scroll the virtualized list: gradually (200 px a frame, a fast wheel), then in jumps across
  // the whole list (dragging the scrollbar), timing the frames.
  const scrollFrames = (mode: "gradual" | "jumps") =>
    page.evaluate(async (how) => {
      const table = [...document.querySelectorAll("table")].find(
        (t) => t.querySelector("caption")?.textContent === "Rows to import"
      )
      let scroller = table?.parentElement ?? null
      while (scroller && scroller.scrollHeight <= scroller.clientHeight)
        scroller = scroller.parentElement
      if (!scroller) return []
      scroller.scrollTop = 0
      const times: number[] = []
      let last = performance.now()
      for (let step = 1; step <= 120; step++) {
        scroller.scrollTop =
          how === "gradual" ? step * 200 : (scroller.scrollHeight * step) / 120
        await new Promise((resolve) => requestAnimationFrame(resolve))
        const now = performance.now()
        times.push(now - last)
        last = now
      }
      return times
    }, mode)
  if (process.argv.includes("--no-map"))
    await page.evaluate(() => {
      for (const canvas of document.querySelectorAll("canvas"))
        canvas.style.display = "none"
    })
  // Let the map finish drawing the 10,000 markers first: what is measured is the scrolling.
  await page.waitForTimeout(3000)
  const settleLongest = await longest()
  const gradual = await scrollFrames("gradual")
  const gradualLongest = await longest()
  const jumps = await scrollFrames("jumps")
  await profile("scroll", false)
  if (process.argv.includes("--tasks"))
    console.log(
      await page.evaluate(() =>
        (window as unknown as { taskLog: string[] }).taskLog.join(" ")
      )
    )
  console.log(
    `summary: rows=${ROWS} read_and_match_ms=${matchedMs} match_longest_task_ms=${matchLongest.toFixed(0)} confirm_ms=${confirmedMs} confirm_longest_task_ms=${confirmLongest.toFixed(0)} settle_longest_task_ms=${settleLongest.toFixed(0)}`
  )
  console.log(
    `scroll: gradual_frame_p95_ms=${p95(gradual).toFixed(1)} gradual_longest_task_ms=${gradualLongest.toFixed(0)} jumps_frame_p95_ms=${p95(jumps).toFixed(1)} jumps_frame_max_ms=${Math.max(...jumps).toFixed(1)}`
  )
} finally {
  await browser.close()
  await product.stop()
}
