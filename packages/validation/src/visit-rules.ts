// Recurring visits (issue 45): an address-book entry's visit rule, and the days it makes a visit
// due. The days are calendar days of the site's zone; a visit's windows are wall-clock times of
// that day, made instants with the zone (so a 09:00 window stays 09:00 across a clock change).
import { z } from "zod"

import { declaredNumberSchema, oneMessage } from "./declared-schema.ts"
import { amountSchema, requiredSelectSchema, textSchema } from "./fields.ts"
import { addressBookSchema } from "./fleet.ts"
import { maxCharacters, messages } from "./messages.ts"
import { clockSchema } from "./notifications.ts"
import { stopDurationSchema } from "./planning.ts"
import { isDate, WEEKDAYS } from "./stop-days.ts"
import type { Weekday } from "./stop-days.ts"
import {
  horizonDays,
  stopDuration,
  timeWindowsPerStop,
  visitEveryWeeks,
  visitExceptions,
  visitPlanRoutes,
} from "./values.ts"
import { zonedInstant } from "./zoned-time.ts"

/**
 * How a rule repeats: on given weekdays every N weeks (counted from the week of its start
 * date), on a day of the month (a day past the month's end falls on its last day), or on the
 * nth weekday of the month (5: the last).
 */
export const VISIT_KINDS = ["weekly", "monthly_day", "monthly_weekday"] as const
export type VisitKind = (typeof VISIT_KINDS)[number]

/** The nth weekday that stands for the last of the month. */
export const LAST_WEEK = 5

const dateSchema = z
  .string({ error: messages.invalidDate })
  .refine(isDate, { error: messages.invalidDate })

/** A visit's window: wall-clock times of its day, `HH:MM`. */
export const visitWindowSchema = z
  .object({ start: clockSchema, end: clockSchema })
  .refine((w) => w.end > w.start, {
    path: ["end"],
    error: messages.visitWindow,
  })
export type VisitWindow = z.infer<typeof visitWindowSchema>

const optionalAmount = amountSchema.optional().default(0)

/** A visit rule as given: how it repeats, when it runs, and what each visit is. */
export const visitRuleSchema = z
  .object({
    kind: z.enum(VISIT_KINDS),
    /** Weekly: the days of the visits; monthly on a weekday: that weekday alone. */
    weekdays: z
      .array(z.enum(WEEKDAYS, { error: messages.allowedDay }))
      .max(WEEKDAYS.length)
      .optional()
      .default([])
      .transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
    every_weeks: declaredNumberSchema(
      visitEveryWeeks,
      oneMessage(messages.visitEveryWeeks)
    )
      .optional()
      .default(visitEveryWeeks.default),
    month_day: z
      .number({ error: messages.visitMonthDay })
      .int({ error: messages.visitMonthDay })
      .min(1, { error: messages.visitMonthDay })
      .max(31, { error: messages.visitMonthDay })
      .nullable()
      .optional()
      .default(null),
    nth: z
      .number({ error: messages.visitNth })
      .int({ error: messages.visitNth })
      .min(1, { error: messages.visitNth })
      .max(LAST_WEEK, { error: messages.visitNth })
      .nullable()
      .optional()
      .default(null),
    start_date: dateSchema,
    end_date: dateSchema.nullable().optional().default(null),
    exceptions: z
      .array(dateSchema)
      .max(visitExceptions.max, { error: messages.visitExceptions })
      .optional()
      .default([]),
    duration: stopDurationSchema.optional().default(stopDuration.default),
    pieces: optionalAmount,
    weight: optionalAmount,
    volume: optionalAmount,
    windows: z
      .array(visitWindowSchema)
      .max(timeWindowsPerStop.max, { error: messages.tooManyWindows })
      .optional()
      .default([]),
    notes: z
      .string()
      .max(1000, { error: maxCharacters(1000) })
      .optional()
      .default(""),
  })
  .superRefine((rule, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message })
    if (rule.kind === "weekly" && rule.weekdays.length === 0)
      issue("weekdays", messages.visitWeekdays)
    if (rule.kind === "monthly_day" && rule.month_day === null)
      issue("month_day", messages.visitMonthDay)
    if (rule.kind === "monthly_weekday") {
      if (rule.weekdays.length !== 1) issue("weekdays", messages.visitWeekdays)
      if (rule.nth === null) issue("nth", messages.visitNth)
    }
    if (rule.end_date !== null && rule.end_date < rule.start_date)
      issue("end_date", messages.endDateBeforeStartDate)
  })
export type VisitRuleInput = z.input<typeof visitRuleSchema>
export type VisitRule = z.infer<typeof visitRuleSchema>

/** An address-book entry as saved, with its visit rule (left out: kept; null: removed). */
export const addressWithRuleSchema = addressBookSchema.extend({
  visit_rule: visitRuleSchema.nullable().optional(),
})
export type AddressWithRule = z.infer<typeof addressWithRuleSchema>

/** A visit rule as the API answers it. */
export const visitRuleOutSchema = z
  .object({
    kind: z.enum(VISIT_KINDS),
    weekdays: z.array(z.enum(WEEKDAYS)),
    every_weeks: z.number().int(),
    month_day: z.number().int().nullable(),
    nth: z.number().int().nullable(),
    start_date: z.string(),
    end_date: z.string().nullable(),
    exceptions: z.array(z.string()),
    duration: z.number(),
    pieces: z.number(),
    weight: z.number(),
    volume: z.number(),
    windows: z.array(z.object({ start: z.string(), end: z.string() })),
    notes: z.string(),
  })
  .meta({ id: "VisitRule" })

/** A visit a rule makes due: its day and its windows as instants of that day. */
export interface DueVisit {
  day: string
  time_windows: { start: string; end: string }[]
}

const DAY_MS = 86_400_000
/** Days since 1970-01-01 of a `YYYY-MM-DD` day. */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS
const dayOfNumber = (n: number) =>
  new Date(n * DAY_MS).toISOString().slice(0, 10)
/** Monday 0 .. Sunday 6 of a day number (1970-01-01 was a Thursday). */
const weekdayIndex = (n: number) => (((n + 3) % 7) + 7) % 7

/** The number of days in the month of `day`. */
function monthLength(day: string): number {
  const [y, m] = day.split("-").map(Number) as [number, number]
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

/** Whether the rule's repetition falls on `day` (its start, end and exceptions aside). */
function repeatsOn(rule: VisitRule, day: string): boolean {
  const n = dayNumber(day)
  const weekday: Weekday = WEEKDAYS[weekdayIndex(n)]!
  const date = Number(day.slice(8, 10))
  switch (rule.kind) {
    case "weekly": {
      if (!rule.weekdays.includes(weekday)) return false
      const start = dayNumber(rule.start_date)
      const weeks = Math.round(
        (n - weekdayIndex(n) - (start - weekdayIndex(start))) / 7
      )
      return weeks % rule.every_weeks === 0
    }
    case "monthly_day":
      return date === Math.min(rule.month_day ?? 0, monthLength(day))
    case "monthly_weekday": {
      if (rule.weekdays[0] !== weekday || rule.nth === null) return false
      return rule.nth === LAST_WEEK
        ? date + 7 > monthLength(day)
        : Math.ceil(date / 7) === rule.nth
    }
  }
}

/**
 * The visits a rule makes due from `from` to `to` (both `YYYY-MM-DD`, inclusive), in order: the
 * days its repetition falls on, within its start and end dates, less its exceptions; each with
 * the rule's windows on that day in `zone`.
 */
export function visitsDue(
  rule: VisitRule,
  from: string,
  to: string,
  zone: string
): DueVisit[] {
  const first = Math.max(dayNumber(from), dayNumber(rule.start_date))
  const last =
    rule.end_date === null
      ? dayNumber(to)
      : Math.min(dayNumber(to), dayNumber(rule.end_date))
  const due: DueVisit[] = []
  for (let n = first; n <= last; n++) {
    const day = dayOfNumber(n)
    if (rule.exceptions.includes(day) || !repeatsOn(rule, day)) continue
    due.push({
      day,
      time_windows: rule.windows.map((w) => ({
        start: zonedInstant(day, w.start, zone).toISOString(),
        end: zonedInstant(day, w.end, zone).toISOString(),
      })),
    })
  }
  return due
}

/** The hours a plan's routes keep unless the planner says otherwise. */
export const VISIT_DAY = { start: "08:00", end: "18:00" } as const

/** The days from `from` to `to`, both counted (`YYYY-MM-DD`). */
export const daysFromTo = (from: string, to: string) =>
  dayNumber(to) - dayNumber(from) + 1

/**
 * "Plan next week" (or any range): a site, the first and last day, and the routes each day
 * starts with (at the same hours every day, on the site's clock).
 */
export const visitPlanSchema = z
  .object({
    name: textSchema({ max: 100 }),
    id_subsidiary: requiredSelectSchema,
    from: dateSchema,
    to: dateSchema,
    routes_per_day: declaredNumberSchema(
      visitPlanRoutes,
      oneMessage(messages.visitPlanRoutes)
    )
      .optional()
      .default(visitPlanRoutes.default),
    day_start: clockSchema.optional().default(VISIT_DAY.start),
    day_end: clockSchema.optional().default(VISIT_DAY.end),
    /** Every visit planned keeps its customer with the driver who served it last (issue 45). */
    same_driver: z.boolean().optional().default(false),
  })
  .superRefine((plan, ctx) => {
    if (!isDate(plan.from) || !isDate(plan.to)) return
    const length = daysFromTo(plan.from, plan.to)
    if (length < horizonDays.min || length > horizonDays.max)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: messages.horizonDays,
      })
    if (plan.day_end <= plan.day_start)
      ctx.addIssue({
        code: "custom",
        path: ["day_end"],
        message: messages.visitWindow,
      })
  })
export type VisitPlanInput = z.input<typeof visitPlanSchema>
