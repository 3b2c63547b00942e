// Draws Ruta's icons: the driver app's (the web app manifest's 192 and 512 px, and a maskable one)
// as PNG files, and every page's favicon.ico (16, 32 and 48 px PNGs in one ICO), with Node's own
// zlib, so no image tool or build step is needed:
//   node scripts/driver-icons.mjs
// The files are committed; run it again only to change the drawing.
import { mkdirSync, writeFileSync } from "node:fs"
import { crc32, deflateSync } from "node:zlib"

const OUT = new URL("../public/driver/", import.meta.url)
const PRIMARY = [0x16, 0x3a, 0x7a]
const WHITE = [0xff, 0xff, 0xff]

/** How far a point is from the segment a–b. */
function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax
  const dy = by - ay
  const t = Math.max(
    0,
    Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy))
  )
  return Math.hypot(px - ax - t * dx, py - ay - t * dy)
}

/** A route: a start, two bends, and a pin whose tip ends it (coordinates from 0 to 1). */
const PIN = [0.64, 0.3]
const path = [
  [0.3, 0.74],
  [0.58, 0.74],
  [0.4, 0.56],
  [0.64, 0.48],
]

function glyph(x, y) {
  const [px, py] = PIN
  const pin = Math.hypot(x - px, y - py)
  if (pin <= 0.13) return pin >= 0.055
  const tip = path.at(-1)[1]
  if (y > py && y < tip && Math.abs(x - px) < ((tip - y) / (tip - py)) * 0.12)
    return true
  if (Math.hypot(x - path[0][0], y - path[0][1]) <= 0.065) return true
  for (let i = 0; i + 1 < path.length; i++)
    if (segmentDistance(x, y, path[i], path[i + 1]) <= 0.032) return true
  return false
}

/** Inside the rounded square of an ordinary icon (a maskable one is filled to its edges). */
function inTile(x, y, maskable) {
  if (maskable) return true
  const r = 0.2
  const cx = Math.min(Math.max(x, r), 1 - r)
  const cy = Math.min(Math.max(y, r), 1 - r)
  return Math.hypot(x - cx, y - cy) <= r
}

/** RGBA pixels, 4×4 samples a pixel; a maskable icon keeps its drawing in the safe circle. */
function draw(size, maskable) {
  const scale = maskable ? 0.72 : 1
  const pixels = Buffer.alloc(size * size * 4)
  const n = 4
  for (let j = 0; j < size; j++)
    for (let i = 0; i < size; i++) {
      let tile = 0
      let mark = 0
      for (let sj = 0; sj < n; sj++)
        for (let si = 0; si < n; si++) {
          const x = (i + (si + 0.5) / n) / size
          const y = (j + (sj + 0.5) / n) / size
          if (!inTile(x, y, maskable)) continue
          tile++
          if (glyph(0.5 + (x - 0.5) / scale, 0.5 + (y - 0.5) / scale)) mark++
        }
      const o = (j * size + i) * 4
      const white = tile ? mark / tile : 0
      for (let c = 0; c < 3; c++)
        pixels[o + c] = Math.round(PRIMARY[c] * (1 - white) + WHITE[c] * white)
      pixels[o + 3] = Math.round((255 * tile) / (n * n))
    }
  return pixels
}

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "ascii"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function png(size, pixels) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8) // 8 bits, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1))
  for (let j = 0; j < size; j++)
    pixels.copy(rows, j * (size * 4 + 1) + 1, j * size * 4, (j + 1) * size * 4)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

mkdirSync(OUT, { recursive: true })
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["icon-maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
])
  writeFileSync(new URL(name, OUT), png(size, draw(size, maskable)))

/** An ICO file holding PNG images (every current browser reads them), smallest first. */
function ico(images) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(1, 2) // an icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(([size, data]) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size % 256, 0)
    entry.writeUInt8(size % 256, 1)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits a pixel
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(([, data]) => data)])
}

writeFileSync(
  new URL("../public/favicon.ico", import.meta.url),
  ico([16, 32, 48].map((size) => [size, png(size, draw(size, false))]))
)
