// What the proof stories share: a signature drawn with the pointer, and a camera photo.

/** Draws a stroke across `canvas` with pointer events, as a finger, a stylus or a mouse does. */
export function drawStroke(canvas: HTMLElement) {
  const box = canvas.getBoundingClientRect()
  const at = (x: number, y: number) => ({
    clientX: box.left + box.width * x,
    clientY: box.top + box.height * y,
    pointerId: 1,
    pointerType: "pen",
    isPrimary: true,
    buttons: 1,
    pressure: 0.5,
    bubbles: true,
  })
  canvas.dispatchEvent(new PointerEvent("pointerdown", at(0.1, 0.6)))
  for (let i = 1; i <= 8; i++)
    canvas.dispatchEvent(
      new PointerEvent("pointermove", at(0.1 + i * 0.1, i % 2 ? 0.3 : 0.7))
    )
  canvas.dispatchEvent(
    new PointerEvent("pointerup", { ...at(0.9, 0.5), buttons: 0 })
  )
}

/** A camera-sized JPEG (a gradient, so it weighs what a photo weighs), as the file chooser gives it. */
export async function cameraPhoto(width = 4000, height = 3000) {
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext("2d")!
  for (let x = 0; x < width; x += 40)
    for (let y = 0; y < height; y += 40) {
      context.fillStyle = `hsl(${(x * y) % 360} 70% ${30 + ((x + y) % 40)}%)`
      context.fillRect(x, y, 40, 40)
    }
  const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.95 })
  return new File([blob], "IMG_0001.jpg", { type: "image/jpeg" })
}
