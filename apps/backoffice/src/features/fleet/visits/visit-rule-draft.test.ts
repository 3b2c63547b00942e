import { visitRuleSchema } from "@ruta/validation/visit-rules"
import { describe, expect, it } from "vitest"

import { draftOf, ruleOf, windowsOf } from "./visit-rule-draft.ts"

describe("a visit rule as typed", () => {
  it("is no rule until a kind is chosen", () => {
    expect(ruleOf(draftOf(null, "2026-11-29"))).toBeNull()
  })

  it("comes back as it was saved", () => {
    const saved = visitRuleSchema.parse({
      kind: "weekly",
      weekdays: ["mon", "thu"],
      every_weeks: 2,
      start_date: "2026-11-02",
      end_date: "2027-06-30",
      exceptions: ["2026-12-24", "2026-12-31"],
      duration: 25,
      weight: 12.5,
      windows: [
        { start: "09:00", end: "12:00" },
        { start: "15:00", end: "17:30" },
      ],
      notes: "Ring twice",
    })
    const draft = draftOf(saved, "2026-11-29")
    expect(draft).toMatchObject({
      every_weeks: "2",
      exceptions: "2026-12-24, 2026-12-31",
      windows: "09:00-12:00, 15:00-17:30",
      pieces: "",
      weight: "12.5",
    })
    expect(visitRuleSchema.parse(ruleOf(draft))).toEqual(saved)
  })

  it("reads windows typed loosely and keeps a wrong one for the schema to refuse", () => {
    expect(windowsOf("9:00 - 12:00; 15:00–17:00")).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "15:00", end: "17:00" },
    ])
    const draft = {
      ...draftOf(null, "2026-11-29"),
      kind: "monthly_weekday" as const,
      weekdays: ["fri" as const, "mon" as const],
      nth: "5",
      windows: "morning",
    }
    expect(ruleOf(draft)).toMatchObject({ weekdays: ["fri"], nth: 5 })
    expect(
      visitRuleSchema.safeParse(ruleOf(draft)).error?.issues[0]?.path
    ).toEqual(["windows", 0, "start"])
  })
})
