import { describe, expect, it } from "vitest"
import type { z } from "zod"

import { learningSettingsSchema } from "./learning.ts"
import { maxValue, messages } from "./messages.ts"
import { notificationSettingsSchema } from "./notifications.ts"
import { pageSizeQuerySchema } from "./paging.ts"
import { normalizePhone, phoneSchema } from "./phone.ts"
import {
  maxHoursSchema,
  optimizeRequestSchema,
  routeConfigurationSchema,
  stopDurationSchema,
  stopInputSchema,
  timeLimitSchema,
} from "./planning.ts"
import { messagesOf } from "./test-helpers.ts"
import * as values from "./values.ts"
import type { DeclaredNumber } from "./values.ts"

const UNITS = [
  "second",
  "minute",
  "hour",
  "row",
  "stop",
  "route",
  "message",
  "photo",
  "star",
  "segment",
  "task",
  "day",
  "window",
  "visit",
  "week",
  "currency",
] as const

const isDeclaredNumber = (value: unknown): value is DeclaredNumber =>
  typeof value === "object" && value !== null && "integer" in value

const declaredNumbers = Object.entries(values).flatMap(([key, value]) =>
  isDeclaredNumber(value) ? [[key, value] as [string, DeclaredNumber]] : []
)

describe("every declared number", () => {
  it("is found (the test reads them all)", () => {
    expect(declaredNumbers.map(([key]) => key)).toEqual(
      expect.arrayContaining(["timeLimit", "stopDuration", "pageSize"])
    )
    expect(declaredNumbers.length).toBeGreaterThanOrEqual(11)
  })

  it.each(declaredNumbers)(
    "%s names its field and its unit, and its default lies within its bounds",
    (_key, value) => {
      expect(value.name).toMatch(/^[a-z][a-z_]*$/)
      expect(UNITS).toContain(value.unit)
      expect(value.min).toBeLessThanOrEqual(value.max)
      if (value.default !== null) {
        expect(value.default).toBeGreaterThanOrEqual(value.min)
        expect(value.default).toBeLessThanOrEqual(value.max)
        if (value.exclusiveMin) expect(value.default).toBeGreaterThan(value.min)
        if (value.integer) expect(Number.isInteger(value.default)).toBe(true)
      }
      for (const choice of value.choices ?? []) {
        expect(choice).toBeGreaterThanOrEqual(value.min)
        expect(choice).toBeLessThanOrEqual(value.max)
      }
      if (value.choices && value.default !== null)
        expect(value.choices).toContain(value.default)
      expect(Object.isFrozen(value)).toBe(true)
    }
  )
})

describe("declareNumber", () => {
  const base = {
    name: "example",
    unit: "minute",
    min: 0,
    max: 10,
    integer: true,
  } as const

  it("refuses a default outside the bounds", () => {
    expect(() => values.declareNumber({ ...base, default: 11 })).toThrow(
      "example: 11 is outside 0..10"
    )
    expect(() =>
      values.declareNumber({ ...base, default: 0, exclusiveMin: true })
    ).toThrow(RangeError)
  })

  it("refuses bounds out of order, a fraction for a whole value and a choice outside", () => {
    expect(() =>
      values.declareNumber({ ...base, min: 5, max: 1, default: null })
    ).toThrow("example: min 5 > max 1")
    expect(() => values.declareNumber({ ...base, default: 1.5 })).toThrow(
      RangeError
    )
    expect(() =>
      values.declareNumber({ ...base, default: 5, choices: [5, 20] })
    ).toThrow("example: 20 is outside 0..10")
  })

  it("keeps a declaration that holds", () => {
    expect(values.declareNumber({ ...base, default: 10 }).default).toBe(10)
  })
})

/** The first value above a declaration's range, and the last below it. */
const outside = (value: DeclaredNumber) => ({
  above: value.max + 1,
  below: value.exclusiveMin ? value.min : value.min - 1,
})

describe("the schemas take the declarations as they are", () => {
  const cases: [string, DeclaredNumber, z.ZodType, string, string][] = [
    [
      "time limit",
      values.timeLimit,
      timeLimitSchema,
      messages.timeLimitRange,
      messages.timeLimitRange,
    ],
    [
      "stop duration",
      values.stopDuration,
      stopDurationSchema,
      messages.amountMin,
      maxValue(values.stopDuration.max),
    ],
    [
      "max hours",
      values.maxHours,
      maxHoursSchema,
      messages.positive,
      maxValue(values.maxHours.max),
    ],
    [
      "learning's minimum visits",
      values.learningMinVisits,
      learningSettingsSchema.shape.min_visits,
      messages.minVisits,
      messages.minVisits,
    ],
    [
      "learning's window",
      values.learningWindowDays,
      learningSettingsSchema.shape.window_days,
      messages.windowDays,
      messages.windowDays,
    ],
  ]

  it.each(cases)(
    "the %s: its bounds are taken, one step beyond is refused with its message",
    (_what, value, schema, belowMessage, aboveMessage) => {
      expect(messagesOf(schema, value.max)).toEqual([])
      if (!value.exclusiveMin) expect(messagesOf(schema, value.min)).toEqual([])
      expect(messagesOf(schema, outside(value).above)).toEqual([aboveMessage])
      expect(messagesOf(schema, outside(value).below)).toEqual([belowMessage])
    }
  )

  it("a stop and a route's configuration share the stop duration's bounds and default", () => {
    const stop = { latitude: 19.4, longitude: -99.1 }
    // A stop given no duration leaves it to the API: a learned time, else the default.
    expect(stopInputSchema.parse(stop).stop_duration).toBeUndefined()
    expect(routeConfigurationSchema.parse({}).stop_duration).toBe(
      values.stopDuration.default
    )
    const tooLong = outside(values.stopDuration).above
    expect(
      messagesOf(stopInputSchema, { ...stop, stop_duration: tooLong })
    ).toEqual([maxValue(values.stopDuration.max)])
    expect(
      messagesOf(routeConfigurationSchema, { stop_duration: tooLong })
    ).toEqual([maxValue(values.stopDuration.max)])
  })

  it("an optimize request's time limit defaults to the declared one, in seconds", () => {
    expect(optimizeRequestSchema.parse({}).time_limit).toBe(
      values.timeLimit.default
    )
    expect(messages.timeLimitRange).toBe(
      `The time limit is ${values.timeLimit.min} to ${values.timeLimit.max} seconds.`
    )
  })

  it("a page size defaults to the spec's 25 and keeps to its bounds", () => {
    expect(pageSizeQuerySchema.parse(undefined)).toBe(25)
    expect(pageSizeQuerySchema.parse("100")).toBe(values.pageSize.max)
    expect(pageSizeQuerySchema.safeParse(values.pageSize.max + 1).success).toBe(
      false
    )
  })

  it("the notification settings default and refuse as declared", () => {
    const parsed = notificationSettingsSchema.shape
    for (const [value, schema, message] of [
      [
        values.approachingMinutes,
        parsed.approaching_minutes,
        messages.approachingMinutes,
      ],
      [values.positionStops, parsed.position_stops, messages.positionStops],
      [
        values.updateAfterMinutes,
        parsed.update_after_minutes,
        messages.updateAfterMinutes,
      ],
      [values.maxUpdates, parsed.max_updates, messages.maxUpdates],
    ] as const) {
      expect(schema.parse(undefined)).toBe(value.default)
      expect(messagesOf(schema, value.max + 1)).toEqual([message])
      expect(messagesOf(schema, value.min - 1)).toEqual([message])
    }
    expect(messagesOf(parsed.window_minutes, values.etaWindow.max + 1)).toEqual(
      [messages.windowMinutes]
    )
  })
})

describe("the phone number", () => {
  it("is kept in the form the rule accepts: what normalizePhone writes passes it", () => {
    const written = normalizePhone("55 9779 2542", "MX")
    expect(written).toEqual({
      ok: true,
      e164: "+525597792542",
      changed: true,
    })
    if (!written.ok) return
    expect(values.phoneNumber.unit).toBe("E.164")
    expect(written.e164).toMatch(values.phoneNumber.pattern)
    expect(messagesOf(phoneSchema, written.e164)).toEqual([])
  })

  it("is at most its declared length: a plus, 3 digits of country, 14 more", () => {
    const longest = `+${"1".repeat(values.phoneNumber.maxLength - 1)}`
    expect(messagesOf(phoneSchema, longest)).toEqual([])
    expect(messagesOf(phoneSchema, `${longest}1`)).toEqual([
      messages.phoneFormat,
    ])
    expect(messagesOf(phoneSchema, "55 9779 2542 x")).toEqual([
      messages.phoneFormat,
    ])
  })
})
