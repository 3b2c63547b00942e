import { useLingui } from "@lingui/react/macro"
import { WEEKDAYS } from "@ruta/validation/stop-days"

/** Noon UTC of a calendar day, so its weekday and date read the same in any zone. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`)

/**
 * Days as the user's language writes them: a column's day ("Tue, Dec 1"), an allowed day given as
 * a weekday ("mon") or a date.
 */
export function useDayLabels() {
  const { i18n } = useLingui()
  const date = new Intl.DateTimeFormat(i18n.locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  })
  const weekday = new Intl.DateTimeFormat(i18n.locale, {
    weekday: "short",
    timeZone: "UTC",
  })
  // 2026-11-30 was a Monday: the n-th weekday from it names WEEKDAYS[n].
  const weekdayName = (name: string) => {
    const n = WEEKDAYS.indexOf(name as (typeof WEEKDAYS)[number])
    return n < 0
      ? name
      : weekday.format(new Date(Date.UTC(2026, 10, 30 + n, 12)))
  }
  return {
    day: (day: string) => date.format(noonOf(day)),
    allowed: (days: readonly string[]) =>
      days
        .map((d) =>
          /^\d{4}-\d{2}-\d{2}$/.test(d)
            ? date.format(noonOf(d))
            : weekdayName(d)
        )
        .join(", "),
  }
}
