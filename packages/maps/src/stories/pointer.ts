import type { MapHandle } from "../engines/engine-props"

type Pixel = { x: number; y: number }

function fire(target: HTMLElement, type: string, at: Pixel, pressed: boolean) {
  const rect = target.getBoundingClientRect()
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      isPrimary: true,
      pointerId: 1,
      pointerType: "mouse",
      button: 0,
      buttons: pressed ? 1 : 0,
      clientX: rect.left + at.x,
      clientY: rect.top + at.y,
    })
  )
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** Moves the mouse to a pixel of the map, in a few steps from `from`. */
export async function moveTo(
  target: HTMLElement,
  to: Pixel,
  from?: Pixel,
  pressed = false
) {
  const steps = from ? 5 : 1
  for (let i = 1; i <= steps; i++) {
    const t = i / steps
    const at = from
      ? { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }
      : to
    fire(target, "pointermove", at, pressed)
    await frame()
  }
}

/** Clicks a pixel of the map with the mouse (move, press, release). */
export async function clickAt(target: HTMLElement, at: Pixel, from?: Pixel) {
  await moveTo(target, at, from)
  fire(target, "pointerdown", at, true)
  fire(target, "pointerup", at, false)
  await frame()
}

/** Presses at `from`, drags to `to` and releases. */
export async function dragFromTo(target: HTMLElement, from: Pixel, to: Pixel) {
  await moveTo(target, from)
  fire(target, "pointerdown", from, true)
  await moveTo(target, to, from, true)
  fire(target, "pointerup", to, false)
  await frame()
}

/** Whether a pixel lies inside a pixel polygon (even-odd rule). */
export function pixelInPolygon(p: Pixel, ring: readonly Pixel[]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as Pixel
    const b = ring[j] as Pixel
    if (
      a.y > p.y !== b.y > p.y &&
      p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x
    )
      inside = !inside
  }
  return inside
}

/** The ids of stops whose markers lie inside a pixel test. */
export function idsWhere(
  handle: MapHandle,
  stops: readonly {
    id: string | number
    latitude: number
    longitude: number
  }[],
  test: (p: Pixel) => boolean
): string[] {
  return stops
    .filter((s) => test(handle.project({ lat: s.latitude, lng: s.longitude })))
    .map((s) => String(s.id))
    .sort()
}
