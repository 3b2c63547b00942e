/** The longest side a proof photo keeps, in pixels. */
export const PHOTO_MAX_SIDE = 1600
/** The most a proof photo weighs once prepared on the phone. */
export const PHOTO_MAX_BYTES = 400 * 1024

/** The size that fits `width` × `height` within `maxSide` on its longest side, never larger. */
export function fitWithin(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/** JPEG qualities tried in turn; past the last, the picture is made smaller. */
const QUALITIES = [0.85, 0.75, 0.65, 0.55]

/** Draws a picture at a size and encodes it as a JPEG of a quality. */
export type JpegEncoder = (
  size: { width: number; height: number },
  quality: number
) => Promise<Blob>

/**
 * The JPEG of the largest size and best quality (from `QUALITIES`) that weighs at most
 * `maxBytes`: each quality at the full size first, then the same at 80 % of the size, and so on.
 */
export async function encodeWithin(
  size: { width: number; height: number },
  encode: JpegEncoder,
  maxBytes = PHOTO_MAX_BYTES
): Promise<Blob> {
  let current = size
  for (;;) {
    for (const quality of QUALITIES) {
      const blob = await encode(current, quality)
      if (blob.size <= maxBytes) return blob
    }
    current = fitWithin(
      current.width,
      current.height,
      Math.floor(Math.max(current.width, current.height) * 0.8)
    )
  }
}

/** A canvas of a size: an OffscreenCanvas where the browser has one. */
function canvasOf(width: number, height: number) {
  if (typeof OffscreenCanvas !== "undefined")
    return new OffscreenCanvas(width, height)
  return Object.assign(document.createElement("canvas"), { width, height })
}

async function toJpeg(
  canvas: OffscreenCanvas | HTMLCanvasElement,
  quality: number
): Promise<Blob> {
  if ("convertToBlob" in canvas)
    return canvas.convertToBlob({ type: "image/jpeg", quality })
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob
          ? resolve(blob)
          : reject(new Error("The photo could not be read.")),
      "image/jpeg",
      quality
    )
  )
}

/**
 * A camera photo made ready to queue: turned upright, at most `PHOTO_MAX_SIDE` pixels on its
 * longest side and `PHOTO_MAX_BYTES` of JPEG. It is drawn again on a canvas, so nothing of the
 * original file goes along: no Exif, no GPS position, no camera details. Throws when the file is
 * not a picture the browser can read.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, {
    imageOrientation: "from-image",
  })
  try {
    const size = fitWithin(bitmap.width, bitmap.height, PHOTO_MAX_SIDE)
    return await encodeWithin(size, async ({ width, height }, quality) => {
      const canvas = canvasOf(width, height)
      const context = canvas.getContext("2d") as
        CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D
      // A photo with transparency (a PNG from the gallery) is laid on white, as JPEG has none.
      context.fillStyle = "#fff"
      context.fillRect(0, 0, width, height)
      context.drawImage(bitmap, 0, 0, width, height)
      return toJpeg(canvas, quality)
    })
  } finally {
    bitmap.close()
  }
}
