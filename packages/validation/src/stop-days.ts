import { z } from "zod"

import { messages } from "./messages.ts"
import { timeWindowsPerStop } from "./values.ts"

/** The weekdays an allowed day may name, Monday first (ISO 8601 order). */
export const WEEKDAYS = [
  "mon",
  "tue",
  "wed",
  "thu",
  "fri",
  "sat",
  "sun",
] as const
export type Weekday = (typeof WEEKDAYS)[number]

const dateTime = z.iso.datetime({ offset: true, error: messages.invalidDate })

/** Whether `day` is a real calendar date written `YYYY-MM-DD`. */
export function isDate(day: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`)
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(day) &&
    !Number.isNaN(at) &&
    new Date(at).toISOString().startsWith(day)
  )
}

/** A window's end is not before its start (or either is missing). */
export function inOrder(start?: string | null, end?: string | null) {
  return !start || !end || Date.parse(end) >= Date.parse(start)
}

/** One time window of a stop: instants, so windows of one stop may fall on different days. */
export const timeWindowSchema = z
  .object({
    start: dateTime.nullable().optional().default(null),
    end: dateTime.nullable().optional().default(null),
  })
  .refine((w) => inOrder(w.start, w.end), {
    path: ["end"],
    error: messages.endDateBeforeStartDate,
  })
export type TimeWindowInput = z.infer<typeof timeWindowSchema>

/**
 * A day a stop may be served on: a weekday (`mon`..`sun`, on the site's calendar) or a date
 * (`YYYY-MM-DD`).
 */
export const allowedDaySchema = z
  .string({ error: messages.allowedDay })
  .refine(
    (day) => (WEEKDAYS as readonly string[]).includes(day) || isDate(day),
    { error: messages.allowedDay }
  )

/** A site's working weekdays: at least one, each once. */
export const workingDaysSchema = z
  .array(z.enum(WEEKDAYS, { error: messages.allowedDay }))
  .min(1, { error: messages.required })
  .max(WEEKDAYS.length)
  .transform((days) => WEEKDAYS.filter((d) => days.includes(d)))

/** A stop's several windows and allowed days (issue 45), for the stop input. */
export const stopDaysFields = {
  /**
   * Every window the stop may be served in; the first is also `time_window_start` and
   * `time_window_end`. Left out, the single window stands for the list.
   */
  time_windows: z
    .array(timeWindowSchema)
    .max(timeWindowsPerStop.max, { error: messages.tooManyWindows })
    .optional(),
  /** The days the stop may be served on; none: any day. */
  allowed_days: z.array(allowedDaySchema).max(31).optional().default([]),
}

/** Whether `day` (`YYYY-MM-DD` on the site's calendar) is one of `allowed` (none: every day). */
export function dayAllowed(allowed: readonly string[], day: string): boolean {
  if (allowed.length === 0) return true
  const weekday = WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!
  return allowed.includes(day) || allowed.includes(weekday)
}
