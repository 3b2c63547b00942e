import { useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { TextField } from "@ruta/ui/components/text-field"

import { addDays } from "../../../lib/local-day.ts"

/** The days the dashboard adds up: presets, or any first and last day. */
export function DashboardRange({
  from,
  to,
  today,
  onChange,
}: {
  from: string
  to: string
  /** The browser's day, `YYYY-MM-DD`. */
  today: string
  onChange: (range: { from: string; to: string }) => void
}) {
  const { t } = useLingui()
  const presets = [
    { label: t`Today`, from: today },
    { label: t`Last 7 days`, from: addDays(today, -6) },
    { label: t`Last 30 days`, from: addDays(today, -29) },
  ]
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label={t`Range`} className="flex gap-1">
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="sm"
            variant={
              from === preset.from && to === today ? "default" : "outline"
            }
            aria-pressed={from === preset.from && to === today}
            onClick={() => onChange({ from: preset.from, to: today })}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <TextField
        label={t`From`}
        type="date"
        value={from}
        max={to}
        onChange={(event) =>
          event.target.value && onChange({ from: event.target.value, to })
        }
      />
      <TextField
        label={t`To`}
        type="date"
        value={to}
        min={from}
        onChange={(event) =>
          event.target.value && onChange({ from, to: event.target.value })
        }
      />
    </div>
  )
}
