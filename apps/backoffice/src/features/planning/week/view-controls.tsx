import { useLingui } from "@lingui/react/macro"
import { Select } from "@ruta/ui/components/select"
import { Button } from "@ruta/ui/components/button"

import { useDayLabels } from "./day-label.ts"

export type PlanView = "day" | "week"

/**
 * The workspace's view of a multi-day plan: the day view (route cards beside the map) or the week
 * (days as columns), and the day whose routes the map shows (every day by default).
 */
export function ViewControls({
  view,
  onViewChange,
  days,
  mapDay,
  onMapDayChange,
}: {
  view: PlanView
  onViewChange: (view: PlanView) => void
  /** The plan's days, `YYYY-MM-DD`. */
  days: readonly string[]
  /** The day the map shows, or null for every day. */
  mapDay: string | null
  onMapDayChange: (day: string | null) => void
}) {
  const { t } = useLingui()
  const labels = useDayLabels()
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div
        role="group"
        aria-label={t`View`}
        className="flex gap-1 rounded-lg bg-muted p-1"
      >
        {(
          [
            ["day", t`Day`],
            ["week", t`Week`],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            size="sm"
            variant={view === value ? "default" : "ghost"}
            aria-pressed={view === value}
            onClick={() => onViewChange(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      <Select
        label={t`Map day`}
        className="w-44"
        value={mapDay ?? "all"}
        onValueChange={(value) =>
          onMapDayChange(value === "all" ? null : value)
        }
        options={[
          { value: "all", label: t`Every day` },
          ...days.map((day) => ({ value: day, label: labels.day(day) })),
        ]}
      />
    </div>
  )
}
