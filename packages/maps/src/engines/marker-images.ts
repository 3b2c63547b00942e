// Marker images drawn on a canvas at runtime: the offline map has no glyph
// server, so stop numbers are images rather than text layers.

const SCALE = 2

function context(width: number, height: number) {
  const canvas = document.createElement("canvas")
  canvas.width = width * SCALE
  canvas.height = height * SCALE
  const ctx = canvas.getContext("2d")
  if (!ctx) throw new Error("2D canvas is not available")
  ctx.scale(SCALE, SCALE)
  return ctx
}

/**
 * A stop number in white, bold, on a transparent background, to sit on
 * the coloured marker circle.
 *
 * @param label - the number to draw
 * @returns image data at 2× pixel ratio
 */
export function numberImage(label: string): ImageData {
  const width = Math.max(16, 7 * label.length + 4)
  const ctx = context(width, 16)
  ctx.font = "bold 11px Roboto, Arial, sans-serif"
  ctx.textAlign = "center"
  ctx.textBaseline = "middle"
  ctx.fillStyle = "#ffffff"
  ctx.fillText(label, width / 2, 8.5)
  return ctx.getImageData(0, 0, width * SCALE, 16 * SCALE)
}

/**
 * The depot marker: a dark rounded square with a white house.
 *
 * @param color - the square's colour
 * @returns image data at 2× pixel ratio
 */
export function depotImage(color: string): ImageData {
  const size = 26
  const ctx = context(size, size)
  ctx.fillStyle = color
  ctx.strokeStyle = "#ffffff"
  ctx.lineWidth = 2
  ctx.beginPath()
  ctx.roundRect(1, 1, size - 2, size - 2, 5)
  ctx.fill()
  ctx.stroke()
  ctx.fillStyle = "#ffffff"
  ctx.beginPath()
  ctx.moveTo(13, 6)
  ctx.lineTo(20, 12)
  ctx.lineTo(18, 12)
  ctx.lineTo(18, 20)
  ctx.lineTo(8, 20)
  ctx.lineTo(8, 12)
  ctx.lineTo(6, 12)
  ctx.closePath()
  ctx.fill()
  return ctx.getImageData(0, 0, size * SCALE, size * SCALE)
}

/** Pixel ratio of the images above. */
export const MARKER_IMAGE_PIXEL_RATIO = SCALE
