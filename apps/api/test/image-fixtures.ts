// Images made byte by byte for the upload tests: a real 1x1 PNG, and JPEGs whose segments are laid
// out as a camera's are (JFIF, Exif with GPS, tables, frame, scan with stuffed bytes and a restart
// marker, end of image), so the server's checks walk a realistic structure.
import { crc32, deflateSync } from "node:zlib"

const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff])

/** A JPEG segment: marker and payload with its length. */
const segment = (marker: number, payload: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker]), u16(payload.length + 2), payload])

/** Exif text a phone writes, with GPS coordinates the server must not keep. */
export const EXIF_GPS_TEXT =
  "Exif\0\0MM GPSLatitude 19.4326 GPSLongitude -99.1332"

/** XMP, which may hold the place too. */
export const XMP_TEXT = "http://ns.adobe.com/xap/1.0/\0<x:gps/>"

/** A JPEG with a JFIF header, an Exif (GPS) APP1 segment, an XMP APP1 segment and a scan. */
export function jpegWithExif(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from("JFIF\0\x01\x01\0\0\x01\0\x01\0\0", "latin1")),
    segment(0xe1, Buffer.from(EXIF_GPS_TEXT, "latin1")),
    segment(0xe1, Buffer.from(XMP_TEXT, "latin1")),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
    segment(0xc4, Buffer.concat([Buffer.from([0]), Buffer.alloc(16, 0)])),
    segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    // Entropy-coded data: a stuffed FF (FF00) and a restart marker belong to the scan.
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78, 0x9a]),
    Buffer.from([0xff, 0xd9]),
  ])
}

/** A JPEG of about `size` bytes, as big as a phone's resized photo (comment segments fill it). */
export function jpegOfSize(size: number): Buffer {
  const base = jpegWithExif()
  const fill: Buffer[] = []
  for (let left = size - base.length; left > 4; left -= 65_537)
    fill.push(segment(0xfe, Buffer.alloc(Math.min(65_533, left - 4), 0x41)))
  return Buffer.concat([base.subarray(0, 2), ...fill, base.subarray(2)])
}

/** The same JPEG cut short: its last bytes (and end-of-image marker) never arrived. */
export function truncatedJpeg(): Buffer {
  const whole = jpegWithExif()
  return whole.subarray(0, whole.length - 6)
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  return Buffer.concat([length, body, crc])
}

/** A real 1x1 RGBA PNG, as a signature pad's canvas would give (only much smaller). */
export function signaturePng(): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(1, 0)
  header.writeUInt32BE(1, 4)
  header.set([8, 6, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, 20, 30, 40, 255]))),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

/** An SVG drawing, which is no photo and no signature whatever it is called. */
export const svgImage = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
)
