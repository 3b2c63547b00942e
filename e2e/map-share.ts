// How much of the map a base map paints, read from a screenshot of the page.
import { BASE_MAPS } from "@ruta/stand-ins/base-map"
import type { BaseMapName } from "@ruta/stand-ins/base-map"
import type { Page } from "playwright-core"

/**
 * The share of the map region's pixels, as a screenshot shows them, painted in a base map's
 * colour: the browser decodes the screenshot (no image library here) and counts.
 */
export async function shareOfMapIn(page: Page, name: BaseMapName) {
  const map = page.locator('[data-slot="map"]').first()
  const shot = (await map.screenshot()).toString("base64")
  return page.evaluate(
    async ([png, [r, g, b]]) => {
      const image = new Image()
      image.src = `data:image/png;base64,${png}`
      await image.decode()
      const canvas = document.createElement("canvas")
      canvas.width = image.width
      canvas.height = image.height
      const context = canvas.getContext("2d")!
      context.drawImage(image, 0, 0)
      const { data } = context.getImageData(0, 0, image.width, image.height)
      let painted = 0
      for (let i = 0; i < data.length; i += 4)
        if (
          Math.abs(data[i]! - r) < 8 &&
          Math.abs(data[i + 1]! - g) < 8 &&
          Math.abs(data[i + 2]! - b) < 8
        )
          painted++
      return painted / (data.length / 4)
    },
    [shot, BASE_MAPS[name]] as const
  )
}
