// The driver's app in the field: a driver on a phone, in Spanish, opens the day once online; without
// signal a reload still shows it, what they do (with its proof: a camera photo, a signature, the
// recipient's name) waits on the phone without a single request, and back online it reaches the
// server in order, each action once, while the planner's page shows the proof as it arrives.
import type { BrowserContext, Locator, Page, Request } from "playwright-core"
import { describe, expect, it } from "vitest"

import { airplaneMode, dayKept } from "./driver-offline.ts"
import { gpsPhoto, jpegMarkers } from "./gps-photo.ts"
import {
  DEMO_TIME_ZONE,
  driverPhone,
  productForSuite,
  signIn,
  signInTo,
} from "./product.ts"
import { planTodaysRoute, poll } from "./todays-route.ts"

const suite = productForSuite()
const ROUTE = "Field e2e"
const HERE = { latitude: 19.4326, longitude: -99.1332 }

/** The driver's calls that change something: what the queue sends. */
/** The driver's actions sent from the queue (the phone's positions travel beside them). */
const queueCall = (request: Request) =>
  request.method() === "POST" &&
  /\/api\/v1\/driver\//.test(request.url()) &&
  !request.url().endsWith("/driver/positions")

const DRIVER_API = /\/api\/v1\/driver\//

/** Reloads the phone's page without signal (only the driver's calls held during the flip). */
async function reloadOffline(phone: BrowserContext, page: Page) {
  await page.reload()
  await airplaneMode(phone, page, DRIVER_API)
}

/** Signs the visit dialog's pad with a mouse path, as a finger would. */
async function sign(page: Page, dialog: Locator) {
  const pad = dialog.getByRole("img", { name: /Panel de firma/ })
  await pad.scrollIntoViewIfNeeded()
  const box = (await pad.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6)
  await page.mouse.down()
  for (let i = 1; i <= 8; i++)
    await page.mouse.move(
      box.x + box.width * (0.1 + i * 0.1),
      box.y + box.height * (i % 2 ? 0.3 : 0.7),
      { steps: 3 }
    )
  await page.mouse.up()
  await dialog.getByRole("img", { name: "Firma, firmada" }).waitFor()
}

/** Arrives at the next stop and completes it; `proof` gives what the visit dialog asks. */
async function visit(
  page: Page,
  name: string,
  proof: (dialog: Locator) => Promise<void>
) {
  const next = page.getByTestId("next-stop")
  await next.getByText(name).waitFor()
  await next.getByRole("button", { name: "He llegado" }).click()
  await next.getByTestId("arrived-at").waitFor()
  await next.getByRole("button", { name: "Completar", exact: true }).click()
  const dialog = page.getByRole("dialog")
  await proof(dialog)
  await dialog.getByRole("button", { name: "Completar parada" }).click()
  await dialog.waitFor({ state: "detached" })
}

describe("the driver's app in the field", () => {
  it("keeps the day without signal, queues what the driver does without sending, and sends it once when back", async () => {
    const { id_route, planner, driver } = await planTodaysRoute(
      suite.url,
      ROUTE,
      ["Tienda Roma", "Café Condesa", "Mercado Juárez"].map((name, i) => ({
        name,
        first_name: `Contacto ${i + 1}`,
        phone_number: `+52551000000${i + 1}`,
      }))
    )
    // The planner, in English in another browser, requires a signature for every completed visit
    // on Settings → Proof of delivery.
    const desk = await suite.newPage()
    await signInTo(desk.page, "client@acme.demo", "/main/dashboard")
    await desk.page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Proof of delivery" })
      .click()
    const completed = desk.page.getByRole("group", { name: "Completed visits" })
    await completed.getByRole("checkbox", { name: "Signature" }).check()
    await completed.getByText("Required: a signature.").waitFor()
    const [saved] = await Promise.all([
      desk.page.waitForResponse(
        (r) =>
          r.request().method() === "PUT" && r.url().endsWith("/proof-settings")
      ),
      desk.page.getByRole("button", { name: "Save proof settings" }).click(),
    ])
    expect(saved.status()).toBe(200)
    await desk.page.getByText("Proof settings saved.").first().waitFor()
    const photo = await gpsPhoto(suite.browser, HERE.latitude, HERE.longitude)
    expect(jpegMarkers(photo)).toContain(0xe1)
    const phone = await suite.browser.newContext({
      baseURL: suite.url,
      // The phone's day is the demo site's (today on its clock).
      timezoneId: DEMO_TIME_ZONE,
      ...driverPhone,
      permissions: ["geolocation"],
      geolocation: HERE,
    })
    const page = await phone.newPage()
    const sent: { url: string; status: number }[] = []
    page.on("response", (response) => {
      if (queueCall(response.request()))
        sent.push({ url: response.url(), status: response.status() })
    })

    // Online: the day opens, in Spanish, and the phone keeps it.
    await signIn(page, "driver@acme.demo")
    await page.waitForURL((url) => url.pathname === "/driver")
    await page.getByRole("heading", { name: ROUTE }).waitFor()
    await page.getByRole("button", { name: "Switch to Spanish" }).click()
    await page.getByRole("button", { name: "Iniciar ruta" }).click()
    await poll(async () => sent.length).toBe(1)
    await dayKept(page)

    // No signal, and a reload: the day, its stops and contacts are still there.
    await phone.setOffline(true)
    await reloadOffline(phone, page)
    await page.getByRole("heading", { name: ROUTE }).waitFor()
    const next = page.getByTestId("next-stop")
    await next.getByText("Tienda Roma").waitFor()
    await next.getByText("Contacto 1").waitFor()
    await next.getByRole("link", { name: "Llamar al +525510000001" }).waitFor()
    await page
      .getByTestId(/^driver-stop-/)
      .getByText("Mercado Juárez")
      .waitFor()
    expect(
      await page.getByRole("link", { name: "Waze" }).getAttribute("href")
    ).toContain("navigate=yes")

    // Three actions offline: arrived at the first stop and completed it with a camera photo (its
    // GPS Exif and all), the recipient's name and a signature; arrived at the second.
    const offline: Request[] = []
    const listener = (request: Request) => offline.push(request)
    phone.on("request", listener)
    await visit(page, "Tienda Roma", async (dialog) => {
      await dialog
        .getByRole("textbox", { name: "Nombre de quien recibe" })
        .fill("Lucía Pérez")
      const [chooser] = await Promise.all([
        page.waitForEvent("filechooser"),
        dialog.getByRole("button", { name: "Tomar una foto" }).click(),
      ])
      await chooser.setFiles({
        name: "IMG_0001.jpg",
        mimeType: "image/jpeg",
        buffer: photo,
      })
      await dialog.getByRole("img", { name: "Foto 1" }).waitFor()
      await sign(page, dialog)
    })
    await next.getByText("Café Condesa").waitFor()
    await next.getByRole("button", { name: "He llegado" }).click()
    await next.getByTestId("arrived-at").waitFor()
    const status = page.getByTestId("sync-status")
    await status.getByText(/3 cambios esperan para enviarse/).waitFor()
    expect(await status.getByRole("listitem").allTextContents()).toEqual([
      "Llegada: Tienda Roma",
      "Completada: Tienda Roma · 1 foto · firma",
      "Llegada: Café Condesa",
    ])
    await page.screenshot({
      path: "test-results/screenshots/field-offline.png",
    })

    // Twenty seconds without signal: the queue sends nothing.
    await new Promise((resolve) => setTimeout(resolve, 20_000))
    phone.off("request", listener)
    const queueRequests = offline.filter(queueCall)
    expect(queueRequests.length).toBeLessThanOrEqual(3)
    expect(queueRequests).toHaveLength(0)
    expect(sent).toHaveLength(1)

    // A reload keeps the queue too.
    await reloadOffline(phone, page)
    await status.getByText(/3 cambios esperan para enviarse/).waitFor()

    // Two more visits offline. The client requires a signature: without one, the phone says so in
    // Spanish and sends nothing.
    await next.getByRole("button", { name: "Completar", exact: true }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("button", { name: "Completar parada" }).click()
    await dialog.getByText("Pide la firma de quien lo recibe.").waitFor()
    await dialog
      .getByText("Este cliente exige una prueba para completar esta visita.")
      .waitFor()
    await sign(page, dialog)
    await dialog.getByRole("button", { name: "Completar parada" }).click()
    await dialog.waitFor({ state: "detached" })
    await visit(page, "Mercado Juárez", (d) => sign(page, d))
    await status.getByText(/6 cambios esperan para enviarse/).waitFor()
    expect(sent).toHaveLength(1)

    // The planner's route page, before the phone is back.
    await desk.page.goto(`/main/routes/${id_route}`)
    await desk.page.getByRole("heading", { name: ROUTE }).waitFor()
    const proofCells = desk.page.getByTestId(/^proof-cell-/)
    expect(await proofCells.count()).toBe(0)

    // Back online: the queue drains in order, each action once, and the planner's page shows the
    // three completions with their proof without a reload.
    await phone.setOffline(false)
    await status.waitFor({ state: "detached" })
    expect(
      sent.map((s) => [s.url.replace(/.*\/driver\//, ""), s.status])
    ).toEqual([
      [`routes/${id_route}/start`, 200],
      ...[1, 2, 3].flatMap(() => [
        [expect.stringMatching(/^stops\/\d+\/arrive$/), 200],
        [expect.stringMatching(/^stops\/\d+\/complete$/), 200],
      ]),
    ])
    const completions = sent
      .map((s) => s.url)
      .filter((url) => url.endsWith("/complete"))
    expect(new Set(completions).size).toBe(3)
    await poll(() => proofCells.count()).toBe(3)
    const route = await planner<{
      stops: {
        id_stop: number
        status: string
        proof: {
          recipient_name: string
          photos: { url: string }[]
          signature: { url: string } | null
          far_from_stop: boolean
        } | null
      }[]
    }>("GET", `/routes/${id_route}`)
    expect(route.stops.map((s) => s.status)).toEqual([
      "completed",
      "completed",
      "completed",
    ])
    expect(
      route.stops.map((s) => [
        s.proof?.recipient_name,
        s.proof?.photos.length,
        s.proof?.signature !== null,
      ])
    ).toEqual([
      ["Lucía Pérez", 1, true],
      ["", 0, true],
      ["", 0, true],
    ])

    // The first stop's proof on the planner's page: name, photo and signature, and the phone was
    // kilometres from the stop, so it is flagged.
    const first = route.stops[0]!
    await desk.page
      .getByTestId(`proof-cell-${first.id_stop}`)
      .getByTestId(`far-${first.id_stop}`)
      .getByText(/^Completed [\d.,]+ (m|km) from the stop$/)
      .waitFor()
    await desk.page
      .getByRole("button", { name: /^Proof of Tienda Roma:/ })
      .click()
    const proof = desk.page.getByRole("dialog")
    await proof.getByText("Lucía Pérez").waitFor()
    for (const image of [
      proof.getByRole("img", { name: "Proof photo 1" }),
      proof.getByRole("img", { name: "Signature of Lucía Pérez" }),
    ])
      await poll(() =>
        image.evaluate(
          (img: HTMLImageElement) => img.complete && img.naturalWidth
        )
      ).toBeGreaterThan(0)
    await desk.page.screenshot({
      path: "test-results/screenshots/field-proof.png",
    })

    // The stored photo is the phone's: resized, and without Exif (no GPS position).
    const stored = Buffer.from(
      await (
        await fetch(`${suite.url}${first.proof!.photos[0]!.url}`)
      ).arrayBuffer()
    )
    expect(jpegMarkers(stored)).not.toContain(0xe1)
    expect(stored.includes(Buffer.from("Exif", "latin1"))).toBe(false)
    expect(stored.length).toBeLessThanOrEqual(400 * 1024)
    await desk.context.close()

    // Each arrival kept where the phone was.
    const day = await driver<{
      routes: {
        id_route: number
        stops: { arrival: { latitude: number; longitude: number } | null }[]
      }[]
    }>(
      "GET",
      `/driver/day?from=${new Date(Date.now() - 86_400_000).toISOString()}&to=${new Date(Date.now() + 86_400_000).toISOString()}`
    )
    const mine = day.routes.find((r) => r.id_route === id_route)!
    // Each visit has its arrival, and each arrival the phone's position: offline and after a
    // reload too (the last known one when the phone cannot tell in time).
    expect(
      mine.stops.map(
        (s) => s.arrival && [s.arrival.latitude, s.arrival.longitude]
      )
    ).toEqual(mine.stops.map(() => [HERE.latitude, HERE.longitude]))
    await page.screenshot({ path: "test-results/screenshots/field-online.png" })
    await phone.close()
  }, 240_000)
})
