import { useLingui } from "@lingui/react/macro"
import { TextField } from "@ruta/ui/components/text-field"
import { horizonDays } from "@ruta/validation/values"
import { useState } from "react"

import { FormDialog } from "../../shell/form-dialog.tsx"
import type { ScenarioCopy } from "../api/scenarios.ts"

/** Most vans the dialog adds at once. */
const MAX_VANS = 20

/**
 * "Copy as scenario" (issue 45): the same stops and routes under a new name, over a horizon of
 * days, with vans added to the fleet. Hours, drivers, cars and settings are changed on the
 * scenario afterwards, as on any plan.
 */
export function CopyScenarioDialog({
  planName,
  initialHorizon,
  onClose,
  onSubmit,
}: {
  planName: string
  initialHorizon: number
  onClose: () => void
  onSubmit: (copy: ScenarioCopy) => Promise<void>
}) {
  const { t } = useLingui()
  const [name, setName] = useState(t`${planName} (scenario)`)
  const [horizon, setHorizon] = useState(String(initialHorizon))
  const [vans, setVans] = useState("0")
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const whole = (value: string, min: number, max: number) => {
    const n = Number(value)
    return value.trim() !== "" && Number.isInteger(n) && n >= min && n <= max
      ? n
      : null
  }

  return (
    <FormDialog
      title={t`Copy as scenario`}
      description={t`The same stops on the same routes, to change and run apart. Nothing is billed until the scenario is promoted to be the plan.`}
      onClose={onClose}
      busy={busy}
      fields={{ names: ["name", "horizon_days"], show: setErrors }}
      onSubmit={async (event) => {
        event.preventDefault()
        const days = whole(horizon, horizonDays.min, horizonDays.max)
        const added = whole(vans, 0, MAX_VANS)
        const found: Record<string, string> = {}
        if (name.trim() === "") found.name = t`Write a name.`
        if (days === null)
          found.horizon_days = t`An optimization plans ${horizonDays.min} to ${horizonDays.max} days.`
        if (added === null) found.vans = t`Add 0 to ${MAX_VANS} vans.`
        setErrors(found)
        if (Object.keys(found).length > 0) return
        setBusy(true)
        try {
          await onSubmit({
            name: name.trim(),
            horizon_days: days!,
            vans: added!,
          })
        } finally {
          setBusy(false)
        }
      }}
    >
      <TextField
        label={t`Scenario name`}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <TextField
        label={t`Days to plan`}
        inputMode="numeric"
        value={horizon}
        onChange={(event) => setHorizon(event.target.value)}
        error={errors.horizon_days}
      />
      <TextField
        label={t`Vans to add`}
        description={t`Each with the first route's hours; give them drivers and cars on the scenario.`}
        inputMode="numeric"
        value={vans}
        onChange={(event) => setVans(event.target.value)}
        error={errors.vans}
      />
    </FormDialog>
  )
}
