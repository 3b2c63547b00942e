import { plural } from "@lingui/core/macro"
import { useLingui } from "@lingui/react/macro"
import { TextArea } from "@ruta/ui/components/text-area"
import { TextField } from "@ruta/ui/components/text-field"
import { messages } from "@ruta/validation/messages"
import { stopDurationSchema } from "@ruta/validation/planning"
import { translateMessage } from "../../../lib/validation-messages.ts"
import { useState } from "react"

import { runtimeZone, zonedClock } from "@ruta/validation/zoned-time"

import { dayOf } from "../../../lib/local-day.ts"
import { useSiteZone } from "../../../lib/use-units.ts"
import type { FieldErrorsTarget } from "../../shell/refusal.ts"
import { useFieldLabels } from "../import/field-labels.ts"
import type { StopDetails } from "../import/import-row.ts"
import type {
  AmountOrWindowField,
  TimedProblem,
} from "../import/timed-cells.ts"
import {
  AMOUNT_FIELDS,
  WINDOW_FIELDS,
  readAmountsAndWindow,
} from "../import/timed-cells.ts"

/**
 * A time as the planner reads it, on the site's clock (`timeZone`): "08:30" on the routes' day,
 * else the full date.
 */
export function timeText(
  iso: string | null | undefined,
  day: string,
  timeZone: string | undefined
) {
  if (!iso) return ""
  const at = new Date(iso)
  const clock = zonedClock(at, timeZone ?? runtimeZone())
  const date = dayOf(at, timeZone)
  return date === day ? clock : `${date} ${clock}`
}

/** The spec's message for each problem the fields can have. */
const problemMessage: Record<TimedProblem["kind"], string> = {
  number: messages.amountMin,
  time: messages.invalidDate,
  "window-order": messages.endDateBeforeStartDate,
}

/** A stop's fields without its amounts and window (the form gives them anew). */
const withoutTimed = (details: StopDetails): StopDetails =>
  Object.fromEntries(
    Object.entries(details).filter(
      ([field]) =>
        ![...AMOUNT_FIELDS, ...WINDOW_FIELDS].includes(
          field as AmountOrWindowField
        )
    )
  )

/**
 * A stop's duration, amounts, time window (a time on the routes' day, or a date and time) and
 * instructions as form fields, read back with the spec's messages for what cannot be read.
 *
 * @param details - the stop's fields as they are
 * @param day - the routes' day, "YYYY-MM-DD", for times typed without a date
 * @returns the fields to render, `read()`: the new details, or null (the errors shown), and
 *   `refusal`: where a refused save's messages of these fields go
 */
export function useStopDetailsFields(
  details: StopDetails,
  day: string,
  /** The stop's site, whose units label its weight and volume. */
  id_subsidiary?: number | null,
  /** How many visits the duration was learned from, said beside it until it is changed. */
  learnedVisits?: number | null
) {
  const { i18n, t } = useLingui()
  const labels = useFieldLabels(id_subsidiary)
  const timeZone = useSiteZone(id_subsidiary)
  const [instructions, setInstructions] = useState(
    details.delivery_instructions ?? ""
  )
  const [texts, setTexts] = useState<Record<AmountOrWindowField, string>>({
    stop_duration: String(details.stop_duration ?? ""),
    pieces: String(details.pieces ?? ""),
    weight: String(details.weight ?? ""),
    volume: String(details.volume ?? ""),
    time_window_start: timeText(details.time_window_start, day, timeZone),
    time_window_end: timeText(details.time_window_end, day, timeZone),
  })
  const [errors, setErrors] = useState<
    Partial<Record<AmountOrWindowField | "delivery_instructions", string>>
  >({})

  const read = (): StopDetails | null => {
    const timed = readAmountsAndWindow((field) => texts[field], day, timeZone)
    const next: Partial<Record<AmountOrWindowField, string>> =
      Object.fromEntries(
        timed.problems.map((p) => [
          p.field,
          translateMessage(problemMessage[p.kind], i18n.locale),
        ])
      )
    // A duration read as a number is held to the API's bounds, with the API's message.
    const duration = timed.details.stop_duration
    const refused =
      duration === undefined ? null : stopDurationSchema.safeParse(duration)
    if (refused && !refused.success && !next.stop_duration)
      next.stop_duration = translateMessage(
        refused.error.issues[0]?.message ?? messages.spotsNumber,
        i18n.locale
      )
    setErrors(next)
    if (Object.keys(next).length > 0) return null
    return {
      ...withoutTimed(details),
      ...timed.details,
      delivery_instructions: instructions.slice(0, 1000),
    }
  }

  const learned =
    learnedVisits != null &&
    texts.stop_duration === String(details.stop_duration ?? "")
      ? t({
          message: plural(learnedVisits, {
            one: "learned from # visit",
            other: "learned from # visits",
          }),
        })
      : undefined
  const fields = (
    <>
      {[...AMOUNT_FIELDS, ...WINDOW_FIELDS].map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          description={field === "stop_duration" ? learned : undefined}
          value={texts[field]}
          onChange={(e) => setTexts({ ...texts, [field]: e.target.value })}
          error={errors[field]}
          inputMode={
            AMOUNT_FIELDS.includes(field as never) ? "decimal" : undefined
          }
          placeholder={
            WINDOW_FIELDS.includes(field as never) ? "08:00" : undefined
          }
        />
      ))}
      <TextArea
        className="sm:col-span-2"
        label={labels.delivery_instructions}
        rows={2}
        value={instructions}
        onChange={(e) => setInstructions(e.target.value)}
        error={errors.delivery_instructions}
      />
    </>
  )
  const refusal: FieldErrorsTarget = {
    names: [...AMOUNT_FIELDS, ...WINDOW_FIELDS, "delivery_instructions"],
    show: setErrors,
  }
  return { fields, read, refusal }
}
