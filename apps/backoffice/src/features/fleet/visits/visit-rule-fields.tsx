import { Trans, useLingui } from "@lingui/react/macro"
import { Checkbox } from "@ruta/ui/components/checkbox"
import { Select } from "@ruta/ui/components/select"
import { TextField } from "@ruta/ui/components/text-field"
import { WEEKDAYS } from "@ruta/validation/stop-days"
import type { Weekday } from "@ruta/validation/stop-days"
import { LAST_WEEK } from "@ruta/validation/visit-rules"

import type { VisitRuleDraft } from "./visit-rule-draft.ts"

/** A weekday's short name in `locale` (2026-11-30 was a Monday). */
const weekdayName = (day: Weekday, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, 10, 30 + WEEKDAYS.indexOf(day)))
  )

/**
 * The editor of an address-book entry's visit rule (issue 45): how the visits repeat (weekly on
 * days, every N weeks; monthly on a day or on the nth weekday), from when to when, the dates
 * skipped, and what each visit is. `errors` are keyed by the rule's field names.
 */
export function VisitRuleFields({
  draft,
  onChange,
  errors,
}: {
  draft: VisitRuleDraft
  onChange: (draft: VisitRuleDraft) => void
  errors: Partial<Record<keyof VisitRuleDraft, string>>
}) {
  const { t, i18n } = useLingui()
  const set = <K extends keyof VisitRuleDraft>(
    key: K,
    value: VisitRuleDraft[K]
  ) => onChange({ ...draft, [key]: value })
  const field = (key: keyof VisitRuleDraft) => ({
    value: draft[key] as string,
    onChange: (event: { target: { value: string } }) =>
      set(key, event.target.value),
    error: errors[key],
  })
  return (
    <fieldset className="grid gap-4 rounded-md border p-4 md:col-span-2 md:grid-cols-2">
      <legend className="px-1 text-sm font-medium">
        <Trans>Recurring visits</Trans>
      </legend>
      <Select
        label={t`Visits`}
        value={draft.kind}
        onValueChange={(kind) => set("kind", kind as VisitRuleDraft["kind"])}
        options={[
          { value: "none", label: t`No recurring visits` },
          { value: "weekly", label: t`Weekly` },
          { value: "monthly_day", label: t`Monthly on a day` },
          { value: "monthly_weekday", label: t`Monthly on a weekday` },
        ]}
      />
      {draft.kind === "weekly" && (
        <TextField
          label={t`Every how many weeks`}
          inputMode="numeric"
          {...field("every_weeks")}
        />
      )}
      {draft.kind === "monthly_day" && (
        <TextField
          label={t`Day of the month`}
          inputMode="numeric"
          {...field("month_day")}
        />
      )}
      {draft.kind === "monthly_weekday" && (
        <div className="grid grid-cols-2 gap-2">
          <Select
            label={t`Which`}
            value={draft.nth}
            onValueChange={(nth) => set("nth", nth)}
            error={errors.nth}
            options={[
              { value: "1", label: t`First` },
              { value: "2", label: t`Second` },
              { value: "3", label: t`Third` },
              { value: "4", label: t`Fourth` },
              { value: String(LAST_WEEK), label: t`Last` },
            ]}
          />
          <Select
            label={t`Weekday`}
            value={draft.weekdays[0] ?? ""}
            onValueChange={(day) => set("weekdays", [day as Weekday])}
            error={errors.weekdays}
            options={WEEKDAYS.map((day) => ({
              value: day,
              label: weekdayName(day, i18n.locale),
            }))}
          />
        </div>
      )}
      {draft.kind === "weekly" && (
        <div className="grid gap-2 md:col-span-2">
          <span className="text-sm font-medium">
            <Trans>Days of the visits</Trans>
          </span>
          <div className="flex flex-wrap gap-4">
            {WEEKDAYS.map((day) => (
              <Checkbox
                key={day}
                label={weekdayName(day, i18n.locale)}
                checked={draft.weekdays.includes(day)}
                onChange={(event) =>
                  set(
                    "weekdays",
                    event.target.checked
                      ? [...draft.weekdays, day]
                      : draft.weekdays.filter((d) => d !== day)
                  )
                }
              />
            ))}
          </div>
          {errors.weekdays && (
            <p className="text-sm text-destructive" role="alert">
              {errors.weekdays}
            </p>
          )}
        </div>
      )}
      {draft.kind !== "none" && (
        <>
          <TextField
            label={t`First day`}
            type="date"
            {...field("start_date")}
          />
          <TextField label={t`Last day`} type="date" {...field("end_date")} />
          <TextField
            label={t`Days skipped`}
            placeholder="2026-12-25, 2027-01-01"
            className="md:col-span-2"
            {...field("exceptions")}
          />
          <TextField
            label={t`Visit windows`}
            placeholder="09:00-12:00, 15:00-17:00"
            {...field("windows")}
          />
          <TextField
            label={t`Visit duration (minutes)`}
            inputMode="numeric"
            {...field("duration")}
          />
          <TextField
            label={t`Pieces`}
            inputMode="decimal"
            {...field("pieces")}
          />
          <TextField
            label={t`Weight`}
            inputMode="decimal"
            {...field("weight")}
          />
          <TextField
            label={t`Volume`}
            inputMode="decimal"
            {...field("volume")}
          />
          <TextField label={t`Visit notes`} {...field("notes")} />
        </>
      )}
    </fieldset>
  )
}
