// Proof of delivery (issue 32): a client's settings say what finishing a visit requires; the
// driver's completion brings it (photos judged by content and stripped of Exif, a PNG
// signature, the recipient's name, the phone's position); a refusal leaves the visit open and no
// file behind; the planner sees the proof through short-lived signed links checked against the
// tenant, and a completion far from its stop is flagged.
import { mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { createFileLinks } from "../src/modules/files/file-links.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp, expectValidationError } from "./helper.ts"
import {
  jpegOfSize,
  jpegWithExif,
  signaturePng,
  svgImage,
  truncatedJpeg,
} from "./image-fixtures.ts"
import type { FilePart } from "./multipart-body.ts"
import { s3Env, startS3StandIn } from "@ruta/stand-ins/s3"
import { multipart } from "./multipart-body.ts"
import type { Driver, Planner } from "./planning-support.ts"
import { acmeDriver, assignedRoute, planner } from "./planning-support.ts"

let t: TestApp
let p: Planner
let site: Planner
let driver: Driver
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "ruta-proof-"))
  t = await createTestApp({ RUTA_DATA_DIR: dataDir })
  p = await planner(t)
  site = await planner(t, "site@acme.demo")
  driver = await acmeDriver(t)
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const nothing = { recipient_name: false, signature: false, photos: 0 }
const everything = { recipient_name: true, signature: true, photos: 2 }

/** Every file in the data folder's file storage. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, "files")
  const entries = await readdir(root, { recursive: true }).catch(() => [])
  return entries.filter((e) => /\.(jpg|png)$/.test(e)).sort()
}

const photo = (data = jpegWithExif(), name = "photo.jpg"): FilePart => ({
  field: "photos[]",
  name,
  type: "image/jpeg",
  data,
})
const signature = (data = signaturePng()): FilePart => ({
  field: "signature",
  name: "signature.png",
  type: "image/png",
  data,
})

/** Completes a stop with multipart fields and files, in a language. */
function complete(
  id_stop: number,
  fields: Record<string, string>,
  files: FilePart[],
  language = "en",
  who = driver
) {
  const body = multipart(
    Object.entries({
      key: `key-${id_stop}-${Object.keys(fields).length}-${files.length}`,
      visit_time: "2026-11-21T08:30:00Z",
      ...fields,
    }),
    files
  )
  return who.call("POST", `/driver/stops/${id_stop}/complete`, body.payload, {
    ...body.headers,
    "accept-language": language,
  })
}

async function routeStops(id_route: number, who = p) {
  const res = await who.call("GET", `/routes/${id_route}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.stops as {
    id_stop: number
    latitude: number
    longitude: number
    status: string
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    proof: any
  }[]
}

const setSettings = (completed: object, failed: object = nothing) =>
  p.call("PUT", "/clients/1/proof-settings", { completed, failed })

describe("proof settings (Settings → Proof of delivery)", () => {
  it("require nothing until the client chooses, and keep what is chosen", async () => {
    const first = await p.call("GET", "/clients/1/proof-settings")
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toEqual({ completed: nothing, failed: nothing })
    const saved = await setSettings(everything, { ...nothing, photos: 1 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toBe("Proof settings saved.")
    const again = await p.call("GET", "/clients/1/proof-settings")
    expect(again.json().data).toEqual({
      completed: everything,
      failed: { ...nothing, photos: 1 },
    })
    // The driver's day carries them, so the phone asks for what is required.
    const day = await driver.call(
      "GET",
      "/driver/day?from=2026-11-23T00:00:00Z&to=2026-11-23T23:59:59Z"
    )
    expect(day.json().data.proof.completed).toEqual(everything)
  })

  it("refuse more than 3 photos, and site users and drivers may not change them", async () => {
    const bad = await setSettings({ ...nothing, photos: 4 })
    expectValidationError(bad, "completed.photos", "Choose from 0 to 3 photos.")
    const bySite = await site.call("PUT", "/clients/1/proof-settings", {
      completed: nothing,
      failed: nothing,
    })
    expect(bySite.statusCode).toBe(403)
    const byDriver = await driver.call("GET", "/clients/1/proof-settings")
    expect(byDriver.statusCode).toBe(403)
  })

  it("a client role without edit on proofOfDelivery reads them on its settings screen but may not change them", async () => {
    const admin = await planner(t, "admin@ruta.demo")
    const named = async (url: string) =>
      (await admin.call("GET", url)).json().data as {
        name: string
        [id: string]: unknown
      }[]
    const subject = (await named("/subjects")).find(
      (s) => s.name === "proofOfDelivery"
    )!
    const action = (await named("/actions")).find((a) => a.name === "edit")!
    const grant = (isActive: boolean) =>
      admin.call("PUT", "/permissions/create-or-update", {
        id_role: 2,
        id_subject: subject.id_subject,
        id_action: action.id_action,
        isActive,
      })
    expect((await grant(false)).statusCode).toBe(200)
    try {
      const read = await p.call("GET", "/clients/1/proof-settings")
      expect(read.statusCode, read.body).toBe(200)
      const put = await setSettings(everything)
      expect(put.statusCode).toBe(403)
      expect(put.json().message).toBe(
        "You do not have enough permissions to change configurations."
      )
      expect(
        (await p.call("GET", "/clients/1/proof-settings")).json().data
      ).toEqual(read.json().data)
    } finally {
      await grant(true)
    }
    expect((await setSettings(nothing)).statusCode).toBe(200)
  })
})

describe("a completion with proof", () => {
  it("is refused in the driver's language while something required is missing, and the visit stays open", async () => {
    await setSettings(everything, { ...nothing, photos: 1 })
    const { id_route, stops } = await assignedRoute(p, driver, 2)
    const before = await storedFiles()
    const res = await complete(stops[0]!, { recipient_name: "" }, [photo()])
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "This client requires proof to complete this visit.",
      details: [
        {
          field: "recipient_name",
          message: "Write the name of the person who received it.",
        },
        { field: "signature", message: "Get the recipient's signature." },
        { field: "photos", message: "Take at least 2 photos." },
      ],
    })
    const es = await complete(stops[0]!, { failed: "true" }, [], "es")
    expect(es.statusCode).toBe(400)
    expect(es.json().message).toBe(
      "Este cliente exige una prueba para registrar una visita que no se pudo completar."
    )
    expect(es.json().details).toEqual([
      { field: "photos", message: "Toma una foto." },
    ])
    expect((await routeStops(id_route))[0]).toMatchObject({
      status: "on_hold",
      proof: null,
    })
    expect(await storedFiles()).toEqual(before)
  })

  it("is kept whole: photos without Exif, the signature, the name and the place, for the planner", async () => {
    await setSettings(everything)
    const { id_route, stops } = await assignedRoute(p, driver, 2)
    const [target] = await routeStops(id_route)
    const res = await complete(
      stops[0]!,
      {
        recipient_name: "Ana María O'Neill",
        latitude: String(target!.latitude + 0.0001),
        longitude: String(target!.longitude),
        accuracy: "8.5",
      },
      [photo(), photo(jpegWithExif(), "second.jpeg"), signature()]
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.stop.status).toBe("completed")

    const { proof } = (await routeStops(id_route))[0]!
    expect(proof).toMatchObject({
      recipient_name: "Ana María O'Neill",
      completed_at: "2026-11-21T08:30:00.000Z",
      accuracy: 8.5,
      distance_m: 11,
      far_from_stop: false,
    })
    expect(proof.photos).toHaveLength(2)
    const image = await t.app.inject({
      method: "GET",
      url: proof.photos[0].url,
    })
    expect(image.statusCode, image.body).toBe(200)
    expect(image.headers["content-type"]).toBe("image/jpeg")
    expect(image.headers["cache-control"]).toMatch(/^private, max-age=\d+$/)
    expect(image.rawPayload.subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff])
    )
    expect(image.rawPayload.includes("Exif")).toBe(false)
    expect(image.rawPayload.includes("GPS")).toBe(false)
    const sig = await t.app.inject({ method: "GET", url: proof.signature.url })
    expect(sig.headers["content-type"]).toBe("image/png")
    expect(sig.rawPayload).toEqual(signaturePng())
  })

  it("takes 3 photos of 400 KB and a signature in one request", async () => {
    await setSettings({ ...nothing, photos: 3 })
    const { id_route, stops } = await assignedRoute(p, driver, 1)
    const big = jpegOfSize(400 * 1024)
    expect(big.length).toBeGreaterThan(400 * 1000)
    const res = await complete(stops[0]!, {}, [
      photo(big),
      photo(big),
      photo(big),
      signature(),
    ])
    expect(res.statusCode, res.body).toBe(200)
    const { proof } = (await routeStops(id_route))[0]!
    expect(proof.photos).toHaveLength(3)
  })

  it("flags a completion farther from its stop than COMPLETION_DISTANCE_M", async () => {
    await setSettings(nothing)
    const { id_route, stops } = await assignedRoute(p, driver, 1)
    const [target] = await routeStops(id_route)
    const res = await complete(
      stops[0]!,
      {
        latitude: String(target!.latitude + 400 / 111_195),
        longitude: String(target!.longitude),
      },
      []
    )
    expect(res.statusCode, res.body).toBe(200)
    const { proof } = (await routeStops(id_route))[0]!
    expect(proof.far_from_stop).toBe(true)
    expect(proof.distance_m).toBeGreaterThanOrEqual(399)
    expect(proof.distance_m).toBeLessThanOrEqual(401)
    expect(proof.photos).toEqual([])
  })

  it.each([
    [
      "a PNG named .jpg",
      photo(signaturePng(), "photo.jpg"),
      "photos",
      "A photo must be a JPEG image, whatever the file's name.",
    ],
    [
      "a file over the limit",
      photo(Buffer.concat([jpegWithExif(), Buffer.alloc(1024 * 1024)])),
      "photos",
      "Each photo and the signature must be at most 1 MB.",
    ],
    [
      "an SVG",
      photo(svgImage, "photo.jpg"),
      "photos",
      "SVG files are not accepted: a photo must be a JPEG image and a signature a PNG image.",
    ],
    [
      "a truncated JPEG",
      photo(truncatedJpeg()),
      "photos",
      "This photo is incomplete or damaged (its JPEG data is cut short). Take it again.",
    ],
    [
      "a JPEG as the signature",
      { ...signature(jpegWithExif()), name: "signature.png" },
      "signature",
      "The signature must be a PNG image, whatever the file's name.",
    ],
  ])("refuses %s and keeps nothing", async (_, file, field, message) => {
    await setSettings(nothing)
    const { id_route, stops } = await assignedRoute(p, driver, 1)
    const before = await storedFiles()
    // A good signature beside a bad photo: nothing of either is kept.
    const files = field === "signature" ? [file] : [signature(), file]
    const res = await complete(stops[0]!, {}, files)
    expectValidationError(res, field, message)
    expect((await routeStops(id_route))[0]!.status).toBe("on_hold")
    expect(await storedFiles()).toEqual(before)
  })

  it("refuses more than 3 photos", async () => {
    const { stops } = await assignedRoute(p, driver, 1)
    const res = await complete(stops[0]!, {}, [
      photo(),
      photo(),
      photo(),
      photo(),
    ])
    expectValidationError(
      res,
      "photos",
      "Send at most 3 photos and one signature."
    )
    // Past the multipart limit of four files, the same words.
    const five = await complete(
      stops[0]!,
      {},
      [photo(), photo(), photo(), photo(), signature()],
      "es"
    )
    expectValidationError(
      five,
      "photos",
      "Envía como máximo 3 fotos y una firma."
    )
  })

  it("applies a completion sent again once, and refuses proof for a finished visit", async () => {
    await setSettings(nothing)
    const { stops } = await assignedRoute(p, driver, 1)
    const first = await complete(stops[0]!, { key: "proof-once-1" }, [photo()])
    expect(first.statusCode, first.body).toBe(200)
    const files = await storedFiles()
    const replay = await complete(stops[0]!, { key: "proof-once-1" }, [photo()])
    expect(replay.statusCode).toBe(200)
    expect(replay.json().data.stop).toEqual(first.json().data.stop)
    expect(await storedFiles()).toEqual(files)
    const late = await complete(
      stops[0]!,
      { key: "proof-late-2" },
      [photo()],
      "es"
    )
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(
      "Esta visita ya terminó: ya no se le puede agregar una prueba."
    )
    expect(await storedFiles()).toEqual(files)
  })
})

describe("signed file links", () => {
  async function aPhotoUrl() {
    await setSettings(nothing)
    const { id_route, stops } = await assignedRoute(p, driver, 1)
    const res = await complete(stops[0]!, {}, [photo()])
    expect(res.statusCode, res.body).toBe(200)
    return (await routeStops(id_route))[0]!.proof.photos[0] as {
      id_file: string
      url: string
    }
  }

  it("refuse a changed link (403) and another tenant's file (404), each in its words", async () => {
    const file = await aPhotoUrl()
    const changed = await t.app.inject({
      method: "GET",
      url: file.url.replace("?c=1&", "?c=2&"),
    })
    expect(changed.statusCode).toBe(403)
    expect(changed.json().message).toBe("This file link is not valid.")
    // A link rightly signed, but for Globex: Acme's file is not theirs.
    const links = createFileLinks({
      secret: new TextEncoder().encode("test-secret-test-secret-test-secret!"),
      ttlSeconds: 300,
      now: t.clock.now,
      prefix: "/api/v1",
    })
    const foreign = await t.app.inject({
      method: "GET",
      url: links.url(file.id_file, 2),
      headers: { "accept-language": "es" },
    })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe("No se encontró el archivo.")
  })

  it("refuse an expired link with its own message", async () => {
    const file = await aPhotoUrl()
    t.clock.advance(300 + 60)
    const expired = await t.app.inject({ method: "GET", url: file.url })
    expect(expired.statusCode).toBe(403)
    expect(expired.json().message).toBe(
      "This file link has expired. Reload the page to get a new one."
    )
  })
})

describe("with S3 storage", () => {
  it("keeps proof files in the bucket and sends signed links on to presigned URLs", async () => {
    const s3 = await startS3StandIn()
    const other = await createTestApp(s3Env(s3))
    try {
      const planner2 = await planner(other)
      const driver2 = await acmeDriver(other)
      const { id_route, stops } = await assignedRoute(planner2, driver2, 1)
      const res = await complete(stops[0]!, {}, [photo()], "en", driver2)
      expect(res.statusCode, res.body).toBe(200)
      expect(s3.objects.size).toBe(1)
      const [key, object] = [...s3.objects][0]!
      expect(key).toMatch(/^1\/[0-9a-f-]{36}\.jpg$/)
      expect(object.data.includes("Exif")).toBe(false)

      const { proof } = (await routeStops(id_route, planner2))[0]!
      const link = await other.app.inject({
        method: "GET",
        url: proof.photos[0].url,
      })
      expect(link.statusCode).toBe(302)
      const presigned = new URL(link.headers.location as string)
      expect(presigned.origin).toBe(s3.url)
      expect(presigned.searchParams.get("X-Amz-Expires")).toBe("60")
      const got = await fetch(presigned)
      expect(got.status).toBe(200)
      expect(Buffer.from(await got.arrayBuffer())).toEqual(object.data)
      // The page may show images from the bucket.
      expect(link.headers["content-security-policy"]).toContain(
        `img-src 'self' data: blob: ${s3.url}`
      )
    } finally {
      await other.close()
      await s3.close()
    }
  }, 90_000)
})
