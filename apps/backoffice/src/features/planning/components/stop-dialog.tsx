import { useLingui } from "@lingui/react/macro"
import { isDate } from "@ruta/validation/stop-days"
import { Switch } from "@ruta/ui/components/switch"
import { TextField } from "@ruta/ui/components/text-field"
import { useState, type FormEvent } from "react"

import { StopNotifications } from "../../notifications/notification-log.tsx"
import { FormDialog } from "../../shell/form-dialog.tsx"
import type { Stop, StopInput } from "../api/routes.ts"
import { readAllowedDates } from "../import/day-cells.ts"
import { firstWindow } from "../import/import-row.ts"
import { useFieldLabels, useProblemText } from "../import/field-labels.ts"
import { AllowedDaysField } from "./allowed-days-field.tsx"
import { timeText, useStopDetailsFields } from "./stop-details-fields.tsx"
import { TimeWindowsField, type WindowText } from "./time-windows-field.tsx"
import { useWindowsReader } from "./windows-reader.ts"

/** What a stop is saved as: every field it has. */
function stopInputOf(stop: Stop): StopInput {
  return {
    name: stop.name,
    address: stop.address,
    latitude: stop.latitude,
    longitude: stop.longitude,
    id_address: stop.id_address,
    stop_duration: stop.stop_duration,
    time_window_start: stop.time_window_start,
    time_window_end: stop.time_window_end,
    allowed_days: stop.allowed_days,
    pieces: stop.pieces,
    weight: stop.weight,
    volume: stop.volume,
    skills: stop.skills,
    priority: stop.priority,
    type: stop.type,
    pinned: stop.pinned,
    same_driver: stop.same_driver,
    delivery_instructions: stop.delivery_instructions,
    customData: stop.customData,
    first_name: stop.first_name,
    last_name: stop.last_name,
    email: stop.email,
    phone_number: stop.phone_number,
  }
}

const CONTACT_FIELDS = [
  "first_name",
  "last_name",
  "phone_number",
  "email",
] as const

/**
 * Edits a stop of the workspace: its name and address text, contact, duration, amounts, time
 * windows (the first, then any others), allowed days, "same driver as last time" and instructions (its place moves by dragging its pin on the map). A save `onSave`
 * throws (the server refused it) shows its fields' messages next to them.
 */
export function StopDialog({
  stop,
  day,
  busy,
  onSave,
  onClose,
}: {
  stop: Stop
  /** The route's day, "YYYY-MM-DD", for times typed without a date. */
  day: string
  busy: boolean
  onSave: (input: StopInput) => Promise<void>
  onClose: () => void
}) {
  const { t } = useLingui()
  const labels = useFieldLabels(stop.id_subsidiary)
  const saved = stopInputOf(stop)
  const details = useStopDetailsFields(
    saved,
    day,
    stop.id_subsidiary,
    stop.learned_visits
  )
  const [texts, setTexts] = useState({
    name: stop.name,
    address: stop.address,
    first_name: stop.first_name,
    last_name: stop.last_name,
    phone_number: stop.phone_number,
    email: stop.email,
  })
  const problemText = useProblemText()
  const [weekdays, setWeekdays] = useState(
    stop.allowed_days.filter((d) => !isDate(d))
  )
  const [dates, setDates] = useState(
    stop.allowed_days.filter(isDate).join(", ")
  )
  const windowsReader = useWindowsReader(day, stop.id_subsidiary)
  const [extra, setExtra] = useState<WindowText[]>(() =>
    stop.time_windows.slice(1).map((w) => ({
      start: timeText(w.start, day, windowsReader.timeZone),
      end: timeText(w.end, day, windowsReader.timeZone),
    }))
  )
  const [sameDriver, setSameDriver] = useState(stop.same_driver)
  const [extraErrors, setExtraErrors] = useState<Record<number, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const field = (name: keyof typeof texts) => ({
    label: labels[name],
    error: errors[name],
    value: texts[name],
    onChange: (e: { target: { value: string } }) =>
      setTexts({ ...texts, [name]: e.target.value }),
  })
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const read = details.read()
    const allowedDates = readAllowedDates(dates)
    const others = windowsReader.read(extra)
    setExtraErrors(others.errors)
    if (allowedDates === null) {
      setErrors({
        allowed_days: problemText({ field: "allowed_days", kind: "days" }),
      })
      return
    }
    if (!read || Object.keys(others.errors).length > 0) return
    setErrors({})
    // A learned duration left as it was is not sent, so it stays learned; a changed one overrides it.
    const keepLearned =
      stop.learned_visits !== null && read.stop_duration === stop.stop_duration
    return onSave({
      ...saved,
      ...read,
      allowed_days: [...weekdays, ...allowedDates],
      same_driver: sameDriver,
      time_windows: [...firstWindow(read), ...others.windows],
      ...(keepLearned ? { stop_duration: undefined } : {}),
      ...Object.fromEntries(
        Object.entries(texts).map(([name, value]) => [name, value.trim()])
      ),
    })
  }
  return (
    <FormDialog
      title={t`Edit ${stop.name || stop.address}`}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      busy={busy}
      className="grid gap-3 sm:grid-cols-2"
      footerClassName="sm:col-span-2"
      fields={{
        names: [
          ...Object.keys(texts),
          "allowed_days",
          ...details.refusal.names,
        ],
        show: (fields) => {
          setErrors(fields)
          details.refusal.show(fields)
        },
      }}
    >
      <TextField {...field("name")} />
      <TextField {...field("address")} />
      {CONTACT_FIELDS.map((name) => (
        <TextField key={name} {...field(name)} />
      ))}
      {details.fields}
      <TimeWindowsField
        windows={extra}
        onChange={setExtra}
        errors={extraErrors}
        first={Boolean(stop.time_window_start || stop.time_window_end)}
      />
      <AllowedDaysField
        label={labels.allowed_days}
        days={weekdays}
        dates={dates}
        onDaysChange={setWeekdays}
        onDatesChange={setDates}
        error={errors.allowed_days}
      />
      <Switch
        className="sm:col-span-2"
        label={labels.same_driver}
        description={t`The optimization keeps this stop with the driver who served its customer last, unless that costs much more.`}
        checked={sameDriver}
        onChange={(e) => setSameDriver(e.target.checked)}
      />
      <div className="sm:col-span-2">
        <StopNotifications id_stop={stop.id_stop} />
      </div>
    </FormDialog>
  )
}
