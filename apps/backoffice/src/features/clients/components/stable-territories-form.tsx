import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Select } from "@ruta/ui/components/select"
import { stableTerritories } from "@ruta/validation/values"
import { useState } from "react"

import { useStateSubmit } from "../../shell/form-submit.ts"
import type { StableTerritories } from "../api/stable-territories.ts"

const FIELDS = ["stable_territories"] as const

/**
 * Settings → stable territories (issue 45): how much optimizations keep each customer with the
 * driver who served it last, as off, low, medium or high (the declared choices, in seconds). A
 * weight saved through the API that is no choice shows as its seconds. Read-only when `disabled`.
 */
export function StableTerritoriesForm({
  initial,
  disabled,
  onSubmit,
}: {
  initial: StableTerritories
  disabled?: boolean
  onSubmit: (settings: StableTerritories) => Promise<void>
}) {
  const { t } = useLingui()
  const [weight, setWeight] = useState(initial.stable_territories)
  const { errors, busy, submit } = useStateSubmit(FIELDS, onSubmit)
  const [off, low, medium, high] = stableTerritories.choices!
  const names: Record<number, string> = {
    [off!]: t`Off`,
    [low!]: t`Low`,
    [medium!]: t`Medium`,
    [high!]: t`High`,
  }
  const choices = [...new Set([...stableTerritories.choices!, weight])]
  const options = choices.map((seconds) => ({
    value: String(seconds),
    label:
      (names[seconds] ?? t`Custom`) +
      (seconds === stableTerritories.default ? ` (${t`recommended`})` : "") +
      (seconds > 0 ? ` · ${t`${seconds} s per customer moved`}` : ""),
  }))

  return (
    <form
      noValidate
      className="grid max-w-xl gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        void submit({ stable_territories: weight })
      }}
    >
      <Select
        label={t`Stable territories`}
        description={t`Keep each customer with the driver who served it last, and each driver in the same area across days. Higher keeps more customers with their driver, at the cost of more driving.`}
        value={String(weight)}
        onValueChange={(value) => setWeight(Number(value))}
        options={options}
        error={errors.stable_territories}
        disabled={disabled}
      />
      {!disabled && (
        <div>
          <Button
            type="submit"
            loading={busy}
            disabled={weight === initial.stable_territories}
          >
            <Trans>Save stable territories</Trans>
          </Button>
        </div>
      )}
    </form>
  )
}
