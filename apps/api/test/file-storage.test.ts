// The file storage: the data folder by default, an S3-compatible bucket when S3_BUCKET is set
// (tested against a local stand-in that checks every request's signature), and files of a
// refused request deleted.
import { mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { loadConfig } from "../src/config.ts"
import type { FileStorage } from "../src/platform/storage/storage.ts"
import { createFileStorage } from "../src/platform/storage/create-file-storage.ts"
import {
  keepFilesOnlyIfDone,
  storageOrigin,
} from "../src/platform/storage/storage.ts"
import type { S3StandIn } from "@ruta/stand-ins/s3"
import { s3Env as s3EnvOf, startS3StandIn } from "@ruta/stand-ins/s3"

let dataDir: string
let s3: S3StandIn
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "ruta-files-"))
  s3 = await startS3StandIn()
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
  await s3.close()
})

const s3Env = (extra: Record<string, string> = {}) => s3EnvOf(s3, extra)

const key = "7/0b6c7f4e-3a1d-4c5e-9f00-1a2b3c4d5e6f.jpg"
const bytes = Buffer.from("not really a photo, but bytes all the same")

/** What every storage does: put, get, delete, and nothing for a missing file. */
async function roundTrip(storage: FileStorage) {
  await storage.put(key, bytes, "image/jpeg")
  expect(Buffer.from((await storage.get(key))!)).toEqual(bytes)
  await storage.delete(key)
  expect(await storage.get(key)).toBeNull()
  await storage.delete(key)
}

describe("the local storage (default)", () => {
  it("keeps files under RUTA_DATA_DIR/files and has no URL of its own", async () => {
    const storage = createFileStorage(loadConfig({ RUTA_DATA_DIR: dataDir }))
    expect(storage.kind).toBe("local")
    await roundTrip(storage)
    await storage.put(key, bytes, "image/jpeg")
    expect(await readdir(path.join(dataDir, "files", "7"))).toEqual([
      path.basename(key),
    ])
    expect(await storage.signedUrl(key, 60)).toBeNull()
  })

  it("refuses keys it did not make, so none climbs out of its folder", async () => {
    const storage = createFileStorage(loadConfig({ RUTA_DATA_DIR: dataDir }))
    await expect(storage.get("../jwt-secret")).rejects.toThrow("Not a file key")
    await expect(
      storage.put("7/x.svg", bytes, "image/svg+xml")
    ).rejects.toThrow("Not a file key")
  })
})

describe("the S3 storage (S3_BUCKET)", () => {
  it("puts, gets and deletes objects with signed requests", async () => {
    const storage = createFileStorage(loadConfig(s3Env()))
    expect(storage.kind).toBe("s3")
    s3.requests.length = 0
    await storage.put(key, bytes, "image/jpeg")
    expect(s3.objects.get(key)).toEqual({ data: bytes, type: "image/jpeg" })
    await roundTrip(storage)
    expect(s3.requests.map((r) => r.method)).toEqual([
      "PUT",
      "PUT",
      "GET",
      "DELETE",
      "GET",
      "DELETE",
    ])
    expect(s3.requests.every((r) => r.path === `/${s3.bucket}/${key}`)).toBe(
      true
    )
  })

  it("gives presigned GET URLs that work until they expire", async () => {
    const storage = createFileStorage(loadConfig(s3Env()))
    await storage.put(key, bytes, "image/jpeg")
    const url = (await storage.signedUrl(key, 60))!
    expect(new URL(url).searchParams.get("X-Amz-Expires")).toBe("60")
    const got = await fetch(url)
    expect(got.status).toBe(200)
    expect(Buffer.from(await got.arrayBuffer())).toEqual(bytes)
    expect(s3.requests.at(-1)).toMatchObject({ method: "GET", presigned: true })

    const forged = url.replace(
      /X-Amz-Signature=[0-9a-f]{4}/,
      "X-Amz-Signature=0000"
    )
    expect((await fetch(forged)).status).toBe(403)
    s3.advance(61)
    const late = await fetch(url)
    expect(late.status).toBe(403)
    expect(await late.text()).toContain("Request has expired")
    s3.advance(-61)
  })

  it("fails with wrong keys: the stand-in checks the signature", async () => {
    const storage = createFileStorage(
      loadConfig(s3Env({ S3_SECRET_ACCESS_KEY: "not-the-secret" }))
    )
    await expect(storage.put(key, bytes, "image/jpeg")).rejects.toThrow(
      /signature/
    )
  })

  it("names the origin presigned URLs come from, for the page's image policy", () => {
    expect(storageOrigin(loadConfig(s3Env()))).toBe(s3.url)
    expect(
      storageOrigin(loadConfig({ S3_BUCKET: "proofs", S3_REGION: "eu-west-1" }))
    ).toBe("https://proofs.s3.eu-west-1.amazonaws.com")
    expect(storageOrigin(loadConfig({}))).toBeNull()
  })

  it("needs both keys or neither", () => {
    expect(() => loadConfig({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "a" })).toThrow(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together"
    )
  })
})

describe("keepFilesOnlyIfDone", () => {
  it("deletes the files written by work that fails, and keeps those of work that succeeds", async () => {
    const storage = createFileStorage(loadConfig({ RUTA_DATA_DIR: dataDir }))
    const other = "7/1b6c7f4e-3a1d-4c5e-9f00-1a2b3c4d5e6f.jpg"
    await expect(
      keepFilesOnlyIfDone(storage, async (written) => {
        written.push(other)
        await storage.put(other, bytes, "image/jpeg")
        throw new Error("refused after writing")
      })
    ).rejects.toThrow("refused after writing")
    expect(await storage.get(other)).toBeNull()
    await keepFilesOnlyIfDone(storage, async (written) => {
      written.push(other)
      await storage.put(other, bytes, "image/jpeg")
    })
    expect(await storage.get(other)).not.toBeNull()
  })
})
