import { describe, expect, it } from "vitest"

import { messages } from "./messages.ts"
import {
  defaultNotificationSettings,
  notificationSettingsSchema,
  renderTemplate,
  smsSize,
  unknownPlaceholders,
} from "./notifications.ts"

describe("SMS size", () => {
  it("counts GSM-7 in septets, the extension characters twice", () => {
    expect(smsSize("Hola")).toEqual({
      encoding: "GSM-7",
      length: 4,
      segments: 1,
    })
    expect(smsSize("€[]")).toEqual({
      encoding: "GSM-7",
      length: 6,
      segments: 1,
    })
    expect(smsSize("a".repeat(160)).segments).toBe(1)
    expect(smsSize("a".repeat(161)).segments).toBe(2)
    expect(smsSize("a".repeat(306)).segments).toBe(2)
    expect(smsSize("a".repeat(307)).segments).toBe(3)
  })

  it("falls back to UCS-2 for any other character", () => {
    expect(smsSize("Entrega en camino 🚚")).toMatchObject({ encoding: "UCS-2" })
    expect(smsSize("á".repeat(70))).toEqual({
      encoding: "UCS-2",
      length: 70,
      segments: 1,
    })
    expect(smsSize("á".repeat(71)).segments).toBe(2)
  })
})

describe("templates", () => {
  it("names the unknown placeholders and fills the known ones", () => {
    expect(unknownPlaceholders("{customer} {nombre} {window}")).toEqual([
      "nombre",
    ])
    expect(
      renderTemplate("{customer}, {window}", {
        customer: "Ana",
        company: "Acme",
        window: "10:40–11:40",
        driver_first_name: "Luis",
        tracking_link: "https://x/track/t",
      })
    ).toBe("Ana, 10:40–11:40")
  })

  it("refuses an unknown placeholder, an SMS over 10 segments and quiet hours backwards", () => {
    const bad = structuredClone(defaultNotificationSettings)
    bad.templates.es.on_the_way.email = "Hola {cliente}"
    bad.templates.en.approaching.sms = "x".repeat(153 * 10 + 1)
    bad.quiet_hours = { start: "21:00", end: "08:00" }
    const result = notificationSettingsSchema.safeParse(bad)
    expect(result.success).toBe(false)
    const issues = result.error!.issues.map((i) => [
      i.path.join("."),
      i.message,
    ])
    expect(issues).toEqual(
      expect.arrayContaining([
        ["templates.es.on_the_way.email", messages.unknownPlaceholder],
        ["templates.en.approaching.sms", messages.smsTooLong],
        ["quiet_hours.end", messages.quietHoursOrder],
      ])
    )
  })

  it("accepts the defaults", () => {
    expect(
      notificationSettingsSchema.parse(defaultNotificationSettings)
    ).toEqual(defaultNotificationSettings)
  })
})
