import { describe, expect, it } from "vitest"

import { truncateFileName } from "./file-name"

describe("truncateFileName", () => {
  it.each([
    ["stops.xlsx", "stops.xlsx"],
    ["exactly15chars.", "exactly15chars."],
    ["addresses-march-2026.xlsx", "addresses-march…"],
    ["direcciónñáéíóú-lista.csv", "direcciónñáéíóú…"],
  ])("%s is shown as %s", (name, shown) => {
    expect(truncateFileName(name)).toBe(shown)
  })

  it("takes another limit", () => {
    expect(truncateFileName("abcdef", 3)).toBe("abc…")
  })
})
