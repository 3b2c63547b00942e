import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

import { breakpointForWidth, breakpoints } from "./breakpoints"

const css = readFileSync(
  path.join(import.meta.dirname, "../styles/globals.css"),
  "utf8"
)

describe("breakpoints", () => {
  it("are the product spec's values", () => {
    expect(breakpoints).toEqual({
      xs: 0,
      sm: 600,
      md: 960,
      lg: 1280,
      xl: 1440,
      special: 3166,
    })
  })

  it.each(Object.entries(breakpoints))(
    "%s matches the Tailwind theme in globals.css",
    (name, px) => {
      const match = new RegExp(`--breakpoint-${name}:\\s*([\\d.]+)rem;`).exec(
        css
      )
      expect(match).not.toBeNull()
      expect(Number(match?.[1]) * 16).toBe(px)
    }
  )

  it.each([
    [0, "xs"],
    [599, "xs"],
    [600, "sm"],
    [959, "sm"],
    [960, "md"],
    [1280, "lg"],
    [1439, "lg"],
    [1440, "xl"],
    [3165, "xl"],
    [3166, "special"],
  ] as const)("a %i px viewport is %s", (width, name) => {
    expect(breakpointForWidth(width)).toBe(name)
  })
})
