// A day as a person reads it, in the reader's language (issue 45): "Tuesday 24 November 2026",
// "martes 24 de noviembre de 2026", and a stop's allowed days by name ("Monday and Friday"). The
// API's refusals and the back office's checks of a move word the days alike.
import { isDate, WEEKDAYS } from "./stop-days.ts"
import type { Weekday } from "./stop-days.ts"

/** Each language's formats; English as in Britain, day before month, without a comma. */
const LOCALES = { en: "en-GB", es: "es" } as const

/** A language days are named in. */
export type DayLanguage = keyof typeof LOCALES

/** Noon UTC of a calendar date: its weekday and numbers whatever the zone. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`)

/** The weekday, day, month and year of a calendar date, in `language`. */
function partsOf(day: string, language: DayLanguage) {
  const parts = new Intl.DateTimeFormat(LOCALES[language], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(noonOf(day))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)!.value
  return {
    weekday: part("weekday"),
    day: part("day"),
    month: part("month"),
    year: part("year"),
  }
}

/**
 * A calendar date (`YYYY-MM-DD`) with its weekday, in `language`.
 *
 * @returns "Tuesday 24 November 2026" (en), "martes 24 de noviembre de 2026" (es)
 */
export function dayName(day: string, language: DayLanguage): string {
  const { weekday, day: number, month, year } = partsOf(day, language)
  return language === "es"
    ? `${weekday} ${number} de ${month} de ${year}`
    : `${weekday} ${number} ${month} ${year}`
}

/** Monday 2026-11-23 and the six days after it: one date per weekday, Monday first. */
const A_MONDAY = Date.UTC(2026, 10, 23, 12)

/** A weekday's name in `language`: "Monday", "lunes". */
function weekdayName(weekday: Weekday, language: DayLanguage): string {
  const date = new Date(A_MONDAY + WEEKDAYS.indexOf(weekday) * 86_400_000)
  return partsOf(date.toISOString().slice(0, 10), language).weekday
}

/**
 * A stop's allowed days by name, in `language`: weekdays by their names, dates with their
 * weekday, listed as a sentence ("Monday and Friday", "lunes y viernes").
 */
export function allowedDayNames(
  days: readonly string[],
  language: DayLanguage
): string {
  const names = days.map((day) =>
    isDate(day) ? dayName(day, language) : weekdayName(day as Weekday, language)
  )
  return new Intl.ListFormat(LOCALES[language], {
    type: "conjunction",
  }).format(names)
}
