// A camera photo as a phone's file chooser gives it: a real JPEG (drawn and encoded by the
// browser) with an Exif segment that holds where it was taken (GPS latitude and longitude).
import type { Browser } from "playwright-core"

/** An Exif (TIFF, little-endian) block with IFD0 pointing at a GPS IFD of `lat`, `lng`. */
export function gpsExif(lat: number, lng: number): Buffer {
  const tiff = Buffer.alloc(128)
  tiff.write("II", 0, "latin1")
  tiff.writeUInt16LE(42, 2)
  tiff.writeUInt32LE(8, 4)
  // IFD0: one entry, GPSInfo (0x8825) → the GPS IFD at 26.
  tiff.writeUInt16LE(1, 8)
  tiff.writeUInt16LE(0x8825, 10)
  tiff.writeUInt16LE(4, 12)
  tiff.writeUInt32LE(1, 14)
  tiff.writeUInt32LE(26, 18)
  tiff.writeUInt32LE(0, 22)
  // GPS IFD: N/S, latitude, E/W, longitude; the rationals after it (at 80 and 104).
  const entry = (at: number, tag: number, type: number, count: number) => {
    tiff.writeUInt16LE(tag, at)
    tiff.writeUInt16LE(type, at + 2)
    tiff.writeUInt32LE(count, at + 4)
  }
  tiff.writeUInt16LE(4, 26)
  entry(28, 0x0001, 2, 2)
  tiff.write(lat >= 0 ? "N\0" : "S\0", 36, "latin1")
  entry(40, 0x0002, 5, 3)
  tiff.writeUInt32LE(80, 48)
  entry(52, 0x0003, 2, 2)
  tiff.write(lng >= 0 ? "E\0" : "W\0", 60, "latin1")
  entry(64, 0x0004, 5, 3)
  tiff.writeUInt32LE(104, 72)
  tiff.writeUInt32LE(0, 76)
  const degrees = (at: number, value: number) => {
    const abs = Math.abs(value)
    const d = Math.floor(abs)
    const m = Math.floor((abs - d) * 60)
    const s = Math.round(((abs - d) * 60 - m) * 60 * 100)
    ;[d, 1, m, 1, s, 100].forEach((n, i) => tiff.writeUInt32LE(n, at + i * 4))
  }
  degrees(80, lat)
  degrees(104, lng)
  return Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff])
}

/** The JPEG `jpeg` with `exif` as an APP1 segment right after its start-of-image marker. */
export function withExif(jpeg: Buffer, exif: Buffer): Buffer {
  const length = Buffer.alloc(2)
  length.writeUInt16BE(exif.length + 2)
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xe1]),
    length,
    exif,
    jpeg.subarray(2),
  ])
}

/** A 2400×1800 camera photo taken at `lat`, `lng`, as JPEG bytes with GPS Exif. */
export async function gpsPhoto(browser: Browser, lat: number, lng: number) {
  const page = await browser.newPage()
  try {
    const base64 = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(2400, 1800)
      const context = canvas.getContext("2d")!
      for (let x = 0; x < 2400; x += 60)
        for (let y = 0; y < 1800; y += 60) {
          context.fillStyle = `hsl(${(x + y) % 360} 60% 50%)`
          context.fillRect(x, y, 60, 60)
        }
      const blob = await canvas.convertToBlob({
        type: "image/jpeg",
        quality: 0.95,
      })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let text = ""
      for (const byte of bytes) text += String.fromCharCode(byte)
      return btoa(text)
    })
    return withExif(Buffer.from(base64, "base64"), gpsExif(lat, lng))
  } finally {
    await page.close()
  }
}

/** The markers of a JPEG's segments before its image data (0xe1: APP1, where Exif lives). */
export function jpegMarkers(jpeg: Buffer): number[] {
  const markers: number[] = []
  for (let at = 2; at + 4 <= jpeg.length && jpeg[at] === 0xff;) {
    const marker = jpeg[at + 1]!
    markers.push(marker)
    if (marker === 0xda) break
    at += 2 + jpeg.readUInt16BE(at + 2)
  }
  return markers
}
