import { Trans, useLingui } from "@lingui/react/macro"
import { Checkbox } from "@ruta/ui/components/checkbox"
import { Spinner } from "@ruta/ui/components/spinner"
import { TextField } from "@ruta/ui/components/text-field"
import { learningSettingsSchema } from "@ruta/validation/learning"
import {
  learningMinVisits,
  learningWindowDays,
  travelProfileMinDays,
} from "@ruta/validation/values"
import { useState } from "react"

import { fieldErrors } from "../../auth/field-errors.ts"
import { useStateSubmit } from "../../shell/form-submit.ts"
import type { LearningSettings } from "../api/learning-settings.ts"
import { SaveOrUndo } from "./save-or-undo.tsx"

/** The form's fields, named as the API names them in a refusal. */
const FIELDS = [
  "service_times",
  "min_visits",
  "window_days",
  "travel_profile",
] as const

/** What the planner sees and types: the numbers as the fields hold them. */
interface Draft {
  service_times: boolean
  min_visits: string
  window_days: string
  travel_profile: boolean
}

const draftOf = (settings: LearningSettings): Draft => ({
  ...settings,
  min_visits: String(settings.min_visits),
  window_days: String(settings.window_days),
})

/** A field left empty is no number: the schema refuses it with the field's message. */
const numberOf = (text: string) =>
  text.trim() === "" ? Number.NaN : Number(text)

const sameDraft = (a: Draft, b: Draft) =>
  FIELDS.every((field) => a[field] === b[field])

/**
 * Settings → Learning (issue 44): whether new stops take their address's learned service time
 * (from how many visits, over how many past days), and whether optimizations plan on the travel
 * times learned from the drivers' routes. Shows that it is loading while `initial` is undefined.
 * A save `onSubmit` throws (the server refused it, as it refuses the learned travel times before
 * 14 days of driven routes) shows each field's message on it, the rest in a toast.
 */
export function LearningSettingsForm({
  initial,
  onSubmit,
}: {
  initial: LearningSettings | undefined
  onSubmit: (settings: LearningSettings) => Promise<void>
}) {
  if (!initial)
    return (
      <p
        role="status"
        className="flex items-center gap-2 text-sm text-muted-foreground"
      >
        <Spinner />
        <Trans>Loading the learning settings…</Trans>
      </p>
    )
  return <LoadedForm initial={initial} onSubmit={onSubmit} />
}

function LoadedForm({
  initial,
  onSubmit,
}: {
  initial: LearningSettings
  onSubmit: (settings: LearningSettings) => Promise<void>
}) {
  const { t } = useLingui()
  // What was last saved: the save button waits for a change from it.
  const [saved, setSaved] = useState(() => draftOf(initial))
  const [draft, setDraft] = useState(saved)
  const { errors, setErrors, busy, submit } = useStateSubmit(
    FIELDS,
    async (settings: LearningSettings) => {
      await onSubmit(settings)
      setSaved(draftOf(settings))
    }
  )
  const unchanged = sameDraft(draft, saved)
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change })
  const minDays = travelProfileMinDays.default

  return (
    <form
      noValidate
      className="grid max-w-xl gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = learningSettingsSchema.safeParse({
          ...draft,
          min_visits: numberOf(draft.min_visits),
          window_days: numberOf(draft.window_days),
        })
        if (parsed.success) void submit(parsed.data)
        else setErrors(fieldErrors(parsed.error))
      }}
    >
      <Checkbox
        label={t`Learn service times`}
        description={t`A new stop given no duration takes the median time its address's completed visits took, from arrival to completion. A duration typed or imported still wins.`}
        checked={draft.service_times}
        onChange={(event) => set({ service_times: event.target.checked })}
        error={errors.service_times}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Minimum visits`}
          description={t`Completed visits an address needs before its time is learned (${learningMinVisits.min} to ${learningMinVisits.max}).`}
          type="number"
          inputMode="numeric"
          min={learningMinVisits.min}
          max={learningMinVisits.max}
          value={draft.min_visits}
          onChange={(event) => set({ min_visits: event.target.value })}
          error={errors.min_visits}
          disabled={!draft.service_times}
        />
        <TextField
          label={t`Days looked back`}
          description={t`How many past days of visits are read (${learningWindowDays.min} to ${learningWindowDays.max}).`}
          type="number"
          inputMode="numeric"
          min={learningWindowDays.min}
          max={learningWindowDays.max}
          value={draft.window_days}
          onChange={(event) => set({ window_days: event.target.value })}
          error={errors.window_days}
          disabled={!draft.service_times}
        />
      </div>
      <Checkbox
        label={t`Learn travel times`}
        description={t`Optimizations plan on the speeds drivers kept in each area at each hour of the week, learned from their routes. It needs ${minDays} days of driven routes.`}
        checked={draft.travel_profile}
        onChange={(event) => set({ travel_profile: event.target.checked })}
        error={errors.travel_profile}
      />
      <SaveOrUndo
        save={<Trans>Save learning settings</Trans>}
        busy={busy}
        unchanged={unchanged}
        onUndo={() => {
          setDraft(saved)
          setErrors({})
        }}
      />
    </form>
  )
}
