import { plural } from "@lingui/core/macro"
import { useLingui } from "@lingui/react/macro"
import { translateMessage } from "../../../lib/validation-messages.ts"

import { useUnits } from "../../../lib/use-units.ts"
import type { Field } from "../spreadsheet/header-matching.ts"
import type { RowsRefusal } from "./creation-refusal.ts"
import { rowRanges } from "./creation-refusal.ts"
import type { RowChange, RowProblem } from "./import-row.ts"

/**
 * The stop fields' names in the current language (the spreadsheet's columns are matched to
 * them), weight and volume in the units of site `id_subsidiary` (the caller's without one).
 */
export function useFieldLabels(
  id_subsidiary?: number | null
): Record<Field, string> {
  const { t } = useLingui()
  const { weightUnit, volumeUnit } = useUnits(id_subsidiary)
  return {
    address: t`Address`,
    latitude: t`Latitude`,
    longitude: t`Longitude`,
    name: t`Name`,
    depot: t`Depot`,
    stop_duration: t`Duration (minutes)`,
    time_window_start: t`Time window start`,
    time_window_end: t`Time window end`,
    time_windows: t`Time windows`,
    allowed_days: t`Allowed days`,
    same_driver: t`Same driver as last time`,
    pieces: t`Pieces`,
    weight: t`Weight (${weightUnit})`,
    volume: t`Volume (${volumeUnit})`,
    first_name: t`Contact first name`,
    last_name: t`Contact last name`,
    email: t`Email`,
    phone_number: t`Phone number`,
    delivery_instructions: t`Delivery instructions`,
    type: t`Stop type`,
  }
}

/** A row problem as the planner reads it: the field, and what is wrong. */
export function useProblemText() {
  const { t, i18n } = useLingui()
  const labels = useFieldLabels()
  return (problem: RowProblem) => {
    const field = labels[problem.field as Field] ?? problem.field
    switch (problem.kind) {
      case "number":
        return t`${field}: not a number 0 or greater`
      case "time":
        return t`${field}: not a time or date`
      case "coordinates":
        return t`${field}: out of range or not a number`
      case "window-order":
        return t`The time window ends before it starts`
      case "missing":
        return t`No address and no coordinates`
      case "stop-type":
        return t`${field}: not a stop type (1 to 10, or a name such as Delivery)`
      case "days":
        return t`${field}: not days such as Mon, Thu or a date (YYYY-MM-DD)`
      case "yes-no":
        return t`${field}: not yes or no`
      case "invalid":
        return `${field}: ${translateMessage(problem.message, i18n.locale)}`
    }
  }
}

/** A value written in its canonical form, as the planner reads it: the field, before and after. */
export function useChangeText() {
  const labels = useFieldLabels()
  return (change: RowChange) =>
    `${labels[change.field as Field] ?? change.field}: ${change.from} → ${change.to}`
}

/** A refusal's rows, field and message as the planner reads them: "Rows 2–501: Phone number: …". */
export function useRowsRefusalText() {
  const { t } = useLingui()
  const labels = useFieldLabels()
  return ({ rows, field, message }: RowsRefusal) => {
    const ranges = rowRanges(rows)
    const what = `${labels[field as Field] ?? field}: ${message}`
    return t({
      message: plural(rows.length, {
        one: `Row ${ranges}: ${what}`,
        other: `Rows ${ranges}: ${what}`,
      }),
    })
  }
}
