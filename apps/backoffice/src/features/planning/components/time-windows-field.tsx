import { useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { IconButton } from "@ruta/ui/components/icon-button"
import { TextField } from "@ruta/ui/components/text-field"
import { timeWindowsPerStop } from "@ruta/validation/values"
import { Plus, X } from "lucide-react"

/** A window as typed: its start and end as text ("09:00", or "2026-12-02 09:00" on another day). */
export interface WindowText {
  start: string
  end: string
}

/**
 * A stop's other time windows besides its first (issue 45): rows of a start and an end, each a
 * time on the route's day or a date and time on another day of the plan, added and removed up to
 * the declared number of windows a stop may carry.
 *
 * @param windows - the rows as typed
 * @param errors - a message per row, by its index
 * @param first - whether the stop has a first window already (the count includes it)
 */
export function TimeWindowsField({
  windows,
  onChange,
  errors = {},
  first,
}: {
  windows: readonly WindowText[]
  onChange: (windows: WindowText[]) => void
  errors?: Record<number, string | undefined>
  first: boolean
}) {
  const { t } = useLingui()
  const room = (timeWindowsPerStop.max ?? 10) - (first ? 1 : 0)
  const set = (index: number, window: WindowText) =>
    onChange(windows.map((w, i) => (i === index ? window : w)))
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="text-sm font-medium">{t`More time windows`}</legend>
      <p className="text-xs text-muted-foreground">
        {t`A time falls on the route's day; write a date before it for another day (2026-12-02 09:00).`}
      </p>
      {windows.map((window, index) => (
        <div key={index} className="flex items-start gap-2">
          <TextField
            className="flex-1"
            label={t`Window ${index + 2} start`}
            placeholder="08:00"
            value={window.start}
            onChange={(e) => set(index, { ...window, start: e.target.value })}
            error={errors[index]}
          />
          <TextField
            className="flex-1"
            label={t`Window ${index + 2} end`}
            placeholder="12:00"
            value={window.end}
            onChange={(e) => set(index, { ...window, end: e.target.value })}
          />
          <IconButton
            className="mt-6"
            variant="ghost"
            label={t`Remove window ${index + 2}`}
            onClick={() => onChange(windows.filter((_, i) => i !== index))}
          >
            <X />
          </IconButton>
        </div>
      ))}
      {windows.length < room && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => onChange([...windows, { start: "", end: "" }])}
        >
          <Plus /> {t`Add a window`}
        </Button>
      )}
    </fieldset>
  )
}
