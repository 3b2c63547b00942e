import { describe, expect, it } from "vitest"

import { cn } from "./utils"

describe("cn", () => {
  it("joins class names and drops falsy values", () => {
    const hidden = false
    expect(cn("a", hidden && "b", undefined, null, "c")).toBe("a c")
  })

  it("lets the later Tailwind utility win a conflict", () => {
    expect(cn("px-2 py-1 bg-primary", "px-4", "bg-destructive")).toBe(
      "py-1 px-4 bg-destructive"
    )
  })

  it("keeps utilities that only look alike", () => {
    expect(cn("text-sm", "text-primary")).toBe("text-sm text-primary")
  })

  it("reads conditional objects and arrays", () => {
    expect(cn(["a", { b: true, c: false }], { d: true })).toBe("a b d")
  })
})
