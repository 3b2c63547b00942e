import { useLingui } from "@lingui/react/macro"
import { Switch } from "@ruta/ui/components/switch"
import { TextField } from "@ruta/ui/components/text-field"
import { visitPlanSchema, VISIT_DAY } from "@ruta/validation/visit-rules"
import type { VisitPlanInput } from "@ruta/validation/visit-rules"
import { visitPlanRoutes } from "@ruta/validation/values"
import { useState } from "react"

import { dayOf } from "../../../lib/local-day.ts"
import { SiteSelect } from "../../shell/site-select.tsx"
import { NameField } from "../../shell/named-form.tsx"
import { FormDialog } from "../../shell/form-dialog.tsx"
import { useFormSubmit } from "../../shell/form-submit.ts"
import { nextWorkWeek } from "./next-work-week.ts"

/**
 * "Plan next week" (issue 45): a site and a date range (the site's next Monday to Friday unless
 * changed), the routes each day starts with and their hours, and whether each visit keeps its
 * customer's last driver. Saving makes a multi-day
 * optimization of every visit the site's address book makes due in the range.
 */
export function PlanVisitsDialog({
  sites,
  zoneOf,
  today = new Date(),
  onClose,
  onPlan,
}: {
  sites: { id_subsidiary: number; name: string }[]
  /** A site's IANA zone (undefined: the browser's). */
  zoneOf: (id_subsidiary: number) => string | undefined
  today?: Date
  onClose: () => void
  onPlan: (plan: VisitPlanInput) => Promise<void>
}) {
  const { t } = useLingui()
  const first = sites[0]?.id_subsidiary
  const weekOf = (site: number | undefined) =>
    nextWorkWeek(dayOf(today, site === undefined ? undefined : zoneOf(site)))
  const [site, setSite] = useState(first === undefined ? "" : String(first))
  const [range, setRange] = useState(() => weekOf(first))
  const [sameDriver, setSameDriver] = useState(false)
  const { errors, busy, submit } = useFormSubmit(
    (_form, text) =>
      visitPlanSchema.safeParse({
        name: text("name"),
        id_subsidiary: site === "" ? -1 : Number(site),
        from: range.from,
        to: range.to,
        routes_per_day:
          text("routes_per_day") === ""
            ? undefined
            : Number(text("routes_per_day")),
        day_start: text("day_start"),
        day_end: text("day_end"),
        same_driver: sameDriver,
      }),
    onPlan
  )
  return (
    <FormDialog
      title={t`Plan next week`}
      description={t`Every visit the site's address book has due in these days becomes a stop on its day. Add one-off stops to the optimization afterwards.`}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      twoColumns
    >
      <NameField
        defaultValue={t`Visits ${range.from} to ${range.to}`}
        error={errors.name}
        className="md:col-span-2"
      />
      <SiteSelect
        sites={sites}
        value={site}
        onValueChange={(value) => {
          setSite(value)
          setRange(weekOf(Number(value)))
        }}
        error={errors.id_subsidiary}
        className="md:col-span-2"
      />
      <TextField
        label={t`First day`}
        type="date"
        value={range.from}
        onChange={(e) => setRange({ ...range, from: e.target.value })}
        error={errors.from}
        required
      />
      <TextField
        label={t`Last day`}
        type="date"
        value={range.to}
        onChange={(e) => setRange({ ...range, to: e.target.value })}
        error={errors.to}
        required
      />
      <TextField
        name="routes_per_day"
        label={t`Routes each day`}
        inputMode="numeric"
        defaultValue={String(visitPlanRoutes.default)}
        error={errors.routes_per_day}
        className="md:col-span-2"
      />
      <TextField
        name="day_start"
        label={t`Routes start`}
        type="time"
        defaultValue={VISIT_DAY.start}
        error={errors.day_start}
      />
      <TextField
        name="day_end"
        label={t`Routes end`}
        type="time"
        defaultValue={VISIT_DAY.end}
        error={errors.day_end}
      />
      <Switch
        className="md:col-span-2"
        label={t`Same driver as last time`}
        description={t`Each visit stays with the driver who served its customer last, unless that costs much more.`}
        checked={sameDriver}
        onChange={(e) => setSameDriver(e.target.checked)}
      />
    </FormDialog>
  )
}
