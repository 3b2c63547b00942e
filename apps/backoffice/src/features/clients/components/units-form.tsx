import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Select } from "@ruta/ui/components/select"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"

import { useStateSubmit } from "../../shell/form-submit.ts"
import { getCatalogQueryOptions } from "../api/clients.ts"
import type { Units } from "../api/clients.ts"

const FIELDS = [
  "id_unit_of_distance",
  "id_unit_of_measure",
  "id_unit_of_weight",
] as const

/**
 * Units of distance, measure and weight of a client or a site. A save `onSubmit` throws (the
 * server refused it) shows each field's message on it, the rest in a toast.
 */
export function UnitsForm({
  initial,
  disabled,
  onSubmit,
}: {
  initial: Units
  disabled?: boolean
  onSubmit: (units: Units) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const lang = i18n.locale === "es" ? "es" : "en"
  const [units, setUnits] = useState(initial)
  const { errors, busy, submit } = useStateSubmit(FIELDS, onSubmit)
  const distance = useQuery(
    getCatalogQueryOptions("/catalogs/units-of-distance")
  )
  const measure = useQuery(getCatalogQueryOptions("/catalogs/units-of-measure"))
  const weight = useQuery(getCatalogQueryOptions("/catalogs/units-of-weight"))
  const options = (
    items: { id: number; labels: { en: string; es: string } }[] = []
  ) =>
    items.map((item) => ({ value: String(item.id), label: item.labels[lang] }))

  return (
    <form
      className="grid max-w-xl gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        void submit(units)
      }}
    >
      <Select
        label={t`Unit of distance`}
        value={String(units.id_unit_of_distance)}
        onValueChange={(v) =>
          setUnits({ ...units, id_unit_of_distance: Number(v) })
        }
        options={options(distance.data)}
        error={errors.id_unit_of_distance}
        disabled={disabled}
      />
      <Select
        label={t`Unit of measure`}
        value={String(units.id_unit_of_measure)}
        onValueChange={(v) =>
          setUnits({ ...units, id_unit_of_measure: Number(v) })
        }
        options={options(measure.data)}
        error={errors.id_unit_of_measure}
        disabled={disabled}
      />
      <Select
        label={t`Unit of weight`}
        value={String(units.id_unit_of_weight)}
        onValueChange={(v) =>
          setUnits({ ...units, id_unit_of_weight: Number(v) })
        }
        options={options(weight.data)}
        error={errors.id_unit_of_weight}
        disabled={disabled}
      />
      <div>
        <Button type="submit" loading={busy} disabled={disabled}>
          <Trans>Save configuration</Trans>
        </Button>
      </div>
    </form>
  )
}
