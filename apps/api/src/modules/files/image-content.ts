import { crc32 } from "node:zlib"

// Uploads are judged by their content, never by their name or declared type: the first bytes say
// what a file is, and enough of its structure is walked to refuse one that is cut short. No image
// library is needed: JPEG segments and PNG chunks are read as they are laid out.

/** What the first bytes of a file say it is. */
export type Sniffed = "image/jpeg" | "image/png" | "image/svg+xml" | "other"

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])

export function sniff(data: Uint8Array): Sniffed {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  if (
    bytes.length >= 3 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff
  )
    return "image/jpeg"
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "image/png"
  // SVG is text: XML whose root is <svg>, after any byte-order mark, blanks and prologue.
  const head = bytes
    .subarray(0, 2048)
    .toString("latin1")
    .replace(/^\xef\xbb\xbf/, "")
  if (/^\s*</.test(head) && /<svg[\s>]/i.test(head)) return "image/svg+xml"
  return "other"
}

const SOI = 0xd8
const EOI = 0xd9
const SOS = 0xda
/** APP1 holds Exif (and with it GPS) and XMP; APP13 holds IPTC. */
const METADATA = new Set([0xe1, 0xed])
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7
/** Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const isFrame = (marker: number) =>
  marker >= 0xc0 &&
  marker <= 0xcf &&
  marker !== 0xc4 &&
  marker !== 0xc8 &&
  marker !== 0xcc

/** The end of the entropy-coded data that starts at `from`, or -1 when the file ends first. */
function scanEnd(data: Uint8Array, from: number): number {
  let j = from
  while (j + 1 < data.length) {
    if (data[j] !== 0xff) {
      j += 1
      continue
    }
    const next = data[j + 1]!
    // FF00 is a stuffed FF byte and FFD0-FFD7 a restart marker: both belong to the scan.
    if (next === 0x00 || isRestart(next)) j += 2
    // A run of FF is fill before a marker.
    else if (next === 0xff) j += 1
    else return j
  }
  return -1
}

/**
 * The JPEG without its APP1 (Exif with GPS, XMP) and APP13 (IPTC) segments, copied segment by
 * segment up to its end-of-image marker; null when its structure is broken or cut short (no
 * frame, no scan, a segment past the end, no end-of-image marker). Orientation goes with Exif:
 * the phone has already drawn the photo upright when it resized it.
 */
export function cleanJpeg(data: Uint8Array): Uint8Array | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== SOI) return null
  const kept: Uint8Array[] = [data.subarray(0, 2)]
  let i = 2
  let frame = false
  let scan = false
  while (i < data.length) {
    if (data[i] !== 0xff) return null
    while (i < data.length && data[i] === 0xff) i += 1
    if (i >= data.length) return null
    const start = i - 1
    const marker = data[i]!
    i += 1
    if (marker === EOI) {
      if (!frame || !scan) return null
      kept.push(data.subarray(start, i))
      return Buffer.concat(kept)
    }
    if (isRestart(marker) || marker === 0x01) {
      kept.push(data.subarray(start, i))
      continue
    }
    if (marker === 0x00 || marker === SOI || i + 2 > data.length) return null
    const length = (data[i]! << 8) | data[i + 1]!
    let end = i + length
    if (length < 2 || end > data.length) return null
    if (isFrame(marker)) frame = true
    if (marker === SOS) {
      if (!frame) return null
      scan = true
      end = scanEnd(data, end)
      if (end < 0) return null
    }
    if (!METADATA.has(marker)) kept.push(data.subarray(start, end))
    i = end
  }
  return null
}

/**
 * The PNG up to and with its IEND chunk, without any eXIf chunk; null unless it has the PNG
 * signature, starts with IHDR, and every chunk is whole with a right CRC up to IEND.
 */
export function cleanPng(data: Uint8Array): Uint8Array | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null
  const kept: Uint8Array[] = [bytes.subarray(0, 8)]
  let i = 8
  while (i + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(i)
    const end = i + 12 + length
    if (end > bytes.length) return null
    const type = bytes.subarray(i + 4, i + 8).toString("latin1")
    if (i === 8 && type !== "IHDR") return null
    if (
      crc32(bytes.subarray(i + 4, i + 8 + length)) !==
      bytes.readUInt32BE(end - 4)
    )
      return null
    if (type !== "eXIf") kept.push(bytes.subarray(i, end))
    if (type === "IEND") return Buffer.concat(kept)
    i = end
  }
  return null
}
