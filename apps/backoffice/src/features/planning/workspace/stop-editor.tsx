import { useState } from "react"

import { dayOf } from "../../../lib/local-day.ts"
import type { Stop, StopInput } from "../api/routes.ts"
import { StopDialog } from "../components/stop-dialog.tsx"

/**
 * The stop dialog of the workspace: open while a stop is being edited, busy while it saves, and
 * closed once the save went through; a refusal stays in the dialog, on its fields.
 */
export function StopEditor({
  stop,
  day,
  onSave,
  onClose,
}: {
  stop: Stop | null
  /** The stop's route's day; times typed for a stop on no route (or a route without a day) fall on today. */
  day: string | null
  /** Answers whether the stop was saved. */
  onSave: (stop: Stop, input: StopInput) => Promise<boolean>
  onClose: () => void
}) {
  const [saving, setSaving] = useState(false)
  const [today] = useState(() => dayOf(new Date()))
  if (!stop) return null
  return (
    <StopDialog
      stop={stop}
      day={day ?? today}
      busy={saving}
      onClose={onClose}
      onSave={async (input) => {
        setSaving(true)
        try {
          if (await onSave(stop, input)) onClose()
        } finally {
          setSaving(false)
        }
      }}
    />
  )
}
