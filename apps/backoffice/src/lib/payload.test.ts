import { describe, expect, it } from "vitest"

import { compact, toFormData } from "./payload.ts"

describe("payload helpers (spec section 7)", () => {
  it("drop empty, null and undefined values and keep false and zero", () => {
    expect(
      compact({ a: "", b: null, c: undefined, d: false, e: 0, f: "x" })
    ).toEqual({
      d: false,
      e: 0,
      f: "x",
    })
  })

  it("send arrays as key[], files as they are, nested objects as JSON text", () => {
    const photo = new File(["png"], "me.png", { type: "image/png" })
    const form = toFormData({
      name: "Ana",
      subsidiaries: [3, 4],
      photo,
      configuration: { id_unit_of_distance: 2 },
      isActive: false,
      telephone: "",
      note: null,
    })
    expect(form.getAll("subsidiaries[]")).toEqual(["3", "4"])
    expect((form.get("photo") as File).name).toBe("me.png")
    expect(form.get("configuration")).toBe('{"id_unit_of_distance":2}')
    expect(form.get("isActive")).toBe("false")
    expect(form.has("telephone")).toBe(false)
    expect(form.has("note")).toBe(false)
    expect([...form.keys()]).toEqual([
      "name",
      "subsidiaries[]",
      "subsidiaries[]",
      "photo",
      "configuration",
      "isActive",
    ])
  })
})
