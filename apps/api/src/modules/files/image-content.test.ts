import { describe, expect, it } from "vitest"

import {
  EXIF_GPS_TEXT,
  jpegWithExif,
  signaturePng,
  svgImage,
  truncatedJpeg,
  XMP_TEXT,
} from "../../../test/image-fixtures.ts"
import { cleanJpeg, cleanPng, sniff } from "./image-content.ts"

const has = (data: Uint8Array, text: string) =>
  Buffer.from(data).includes(Buffer.from(text, "latin1"))

describe("sniff", () => {
  it("tells JPEG, PNG and SVG by their first bytes, whatever they are called", () => {
    expect(sniff(jpegWithExif())).toBe("image/jpeg")
    expect(sniff(signaturePng())).toBe("image/png")
    expect(sniff(svgImage)).toBe("image/svg+xml")
    expect(sniff(Buffer.from("\ufeff  <svg width='1'></svg>"))).toBe(
      "image/svg+xml"
    )
    expect(sniff(Buffer.from("GIF89a"))).toBe("other")
    expect(sniff(Buffer.alloc(0))).toBe("other")
  })
})

describe("cleanJpeg", () => {
  it("copies every segment but APP1 (Exif with GPS, XMP) and APP13, up to the end of image", () => {
    const original = jpegWithExif()
    const clean = cleanJpeg(Buffer.concat([original, Buffer.from("trailing")]))!
    expect(has(original, "GPSLatitude")).toBe(true)
    expect(has(clean, "Exif")).toBe(false)
    expect(has(clean, "GPS")).toBe(false)
    expect(has(clean, "ns.adobe.com")).toBe(false)
    expect(has(clean, "trailing")).toBe(false)
    // Only the metadata went: the rest is the original's bytes in order.
    const app1 = 4 + EXIF_GPS_TEXT.length + 4 + XMP_TEXT.length
    expect(clean.length).toBe(original.length - app1)
    expect(Buffer.from(clean.subarray(0, 20))).toEqual(original.subarray(0, 20))
    expect(Buffer.from(clean.subarray(-11))).toEqual(original.subarray(-11))
    // A clean JPEG passes again unchanged.
    expect(Buffer.from(cleanJpeg(clean)!)).toEqual(Buffer.from(clean))
  })

  it("refuses a JPEG cut short, or with a segment past its end, or without a frame or scan", () => {
    const whole = jpegWithExif()
    expect(cleanJpeg(truncatedJpeg())).toBeNull()
    expect(cleanJpeg(whole.subarray(0, 30))).toBeNull()
    expect(cleanJpeg(whole.subarray(0, whole.length - 2))).toBeNull()
    const noFrame = Buffer.from([0xff, 0xd8, 0xff, 0xd9])
    expect(cleanJpeg(noFrame)).toBeNull()
    const garbage = Buffer.concat([whole.subarray(0, 2), Buffer.from("xx")])
    expect(cleanJpeg(garbage)).toBeNull()
    expect(cleanJpeg(signaturePng())).toBeNull()
  })
})

describe("cleanPng", () => {
  it("keeps a whole PNG up to IEND", () => {
    const png = signaturePng()
    expect(Buffer.from(cleanPng(png)!)).toEqual(png)
    expect(
      Buffer.from(cleanPng(Buffer.concat([png, Buffer.from("extra")]))!)
    ).toEqual(png)
  })

  it("refuses a PNG cut short, with a broken chunk, or that is not one", () => {
    const png = signaturePng()
    expect(cleanPng(png.subarray(0, png.length - 12))).toBeNull()
    expect(cleanPng(png.subarray(0, 20))).toBeNull()
    const corrupt = Buffer.from(png)
    corrupt[20] = corrupt[20]! ^ 0xff
    expect(cleanPng(corrupt)).toBeNull()
    expect(cleanPng(jpegWithExif())).toBeNull()
  })
})
