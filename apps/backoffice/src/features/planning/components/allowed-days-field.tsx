import { useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { TextField } from "@ruta/ui/components/text-field"
import { WEEKDAYS } from "@ruta/validation/stop-days"

import { useDayLabels } from "../week/day-label.ts"

/**
 * The days a stop may be served on (issue 45): weekday chips, pressed or not, and dates typed
 * (`2026-12-24, 2026-12-31`); none: any day.
 */
export function AllowedDaysField({
  label,
  days,
  dates,
  onDaysChange,
  onDatesChange,
  error,
}: {
  label: string
  /** The weekdays chosen (`mon` … `sun`). */
  days: readonly string[]
  /** The dates as typed. */
  dates: string
  onDaysChange: (days: string[]) => void
  onDatesChange: (dates: string) => void
  error?: string | undefined
}) {
  const { t } = useLingui()
  const labels = useDayLabels()
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-1">
        {WEEKDAYS.map((day) => {
          const on = days.includes(day)
          return (
            <Button
              key={day}
              type="button"
              size="sm"
              variant={on ? "default" : "outline"}
              aria-pressed={on}
              onClick={() =>
                onDaysChange(
                  on
                    ? days.filter((d) => d !== day)
                    : WEEKDAYS.filter((d) => d === day || days.includes(d))
                )
              }
            >
              {labels.allowed([day])}
            </Button>
          )
        })}
      </div>
      <TextField
        label={t`Allowed dates`}
        description={t`None chosen: any day.`}
        placeholder="2026-12-24, 2026-12-31"
        value={dates}
        onChange={(e) => onDatesChange(e.target.value)}
        error={error}
      />
    </fieldset>
  )
}
