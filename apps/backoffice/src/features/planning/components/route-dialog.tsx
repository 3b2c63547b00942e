import { useLingui } from "@lingui/react/macro"
import { Select } from "@ruta/ui/components/select"
import { TextField } from "@ruta/ui/components/text-field"
import { messages } from "@ruta/validation/messages"
import { maxHoursSchema, stopDurationSchema } from "@ruta/validation/planning"
import {
  maxHours as maxHoursValue,
  stopDuration as stopDurationValue,
} from "@ruta/validation/values"
import { useSiteClock } from "../../../lib/use-site-clock.ts"
import { translateMessage } from "../../../lib/validation-messages.ts"
import { instantOfInput, zonedInputValue } from "../../../lib/zoned-input.ts"
import { useState } from "react"
import type { FormEvent } from "react"

import type { Route, RouteInput } from "../api/routes.ts"
import { FormDialog } from "../../shell/form-dialog.tsx"

/** The minutes per stop as sent: an empty field is 0, as before. */
const minutesOf = (text: string) => (text.trim() === "" ? 0 : Number(text))
/** The most hours as sent: an empty field is no limit. */
const hoursOf = (text: string) => (text.trim() === "" ? null : Number(text))

/** The first message the shared schema refuses `value` with, or undefined when it takes it. */
function refusalOf(
  schema: typeof stopDurationSchema | typeof maxHoursSchema,
  value: number
): string | undefined {
  const parsed = schema.safeParse(value)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

/** The fields whose messages a refused save shows next to them (by the API's names). */
const FIELDS = [
  "name",
  "id_depot",
  "id_car",
  "start_date",
  "end_date",
  "stop_duration",
  "max_hours",
  "id_finalization_mode",
] as const

/** A route's days, as the dialog's fields hold them. */
export interface RouteDates {
  start_date: string | null
  end_date: string | null
}

/**
 * A route's depot, car (its assigned driver drives), day and hours, stop duration, limit and how
 * it ends; saving replaces the route's settings. `cars` are those free on the chosen days: the
 * dialog reports the days as they change (`onDatesChange`). What the user did not change is kept:
 * the route's driver stays unless another car is chosen, and the route's car, when it is not free
 * on the new days, is refused by name rather than dropped. A save `onSave` throws (the server
 * refused it) shows its fields' messages next to them. The start and end are read and written on
 * the clock of the route's site, labelled with its zone when that is not the browser's.
 */
export function RouteDialog({
  route,
  depots,
  cars,
  onDatesChange,
  onSave,
  onClose,
}: {
  route: Route
  depots: { id_depot: number; name: string }[]
  cars: { id_car: number; name: string; id_user: number | null }[]
  onDatesChange?: (dates: RouteDates) => void
  onSave: (input: RouteInput) => Promise<void>
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const clock = useSiteClock(route.id_subsidiary)
  const localInput = (iso: string | null) =>
    zonedInputValue(iso, clock.timeZone)
  const isoOf = (value: string) => instantOfInput(value, clock.timeZone)
  const [name, setName] = useState(route.name)
  const [depot, setDepot] = useState(String(route.id_depot ?? ""))
  const ownCar = String(route.id_car ?? "-1")
  const [car, setCar] = useState(ownCar)
  // The route's own car stays chosen even on days it is not free: saving then names the conflict.
  const ownCarBusy =
    route.id_car !== null && !cars.some((c) => c.id_car === route.id_car)
  // The dates are kept as instants, so they read on the site's clock even once its zone loads.
  const [start, setStart] = useState(route.start_date)
  const [end, setEnd] = useState(route.end_date)
  const setDates = (next: { start: string | null; end: string | null }) => {
    setStart(next.start)
    setEnd(next.end)
    onDatesChange?.({ start_date: next.start, end_date: next.end })
  }
  const [stopDuration, setStopDuration] = useState(
    String(route.configuration.stop_duration)
  )
  const [maxHours, setMaxHours] = useState(
    route.configuration.max_hours === null
      ? ""
      : String(route.configuration.max_hours)
  )
  const [finalization, setFinalization] = useState(
    String(route.configuration.id_finalization_mode)
  )
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<
    Partial<Record<(typeof FIELDS)[number], string>>
  >({})

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problems: typeof error = {}
    if (!name.trim())
      problems.name = translateMessage(messages.required, i18n.locale)
    if (start && end && Date.parse(end) < Date.parse(start))
      problems.end_date = translateMessage(
        messages.endDateBeforeStartDate,
        i18n.locale
      )
    // The API's own rules for these fields, so the dialog refuses what it refuses, as it says it.
    const durationRefused = refusalOf(
      stopDurationSchema,
      minutesOf(stopDuration)
    )
    if (durationRefused)
      problems.stop_duration = translateMessage(durationRefused, i18n.locale)
    const hours = hoursOf(maxHours)
    const hoursRefused =
      hours === null ? undefined : refusalOf(maxHoursSchema, hours)
    if (hoursRefused)
      problems.max_hours = translateMessage(hoursRefused, i18n.locale)
    if (car === ownCar && ownCarBusy)
      problems.id_car = t`${route.car ?? ""} is on another route on these days: choose another car or other days.`
    setError(problems)
    if (Object.keys(problems).length > 0) return
    const chosen = cars.find((c) => String(c.id_car) === car)
    // An unchanged car keeps the route's driver; another car brings its own.
    const unchanged = car === ownCar
    setBusy(true)
    try {
      await onSave({
        name: name.trim(),
        id_depot: depot ? Number(depot) : null,
        id_car: unchanged ? route.id_car : (chosen?.id_car ?? null),
        id_user: unchanged ? route.id_user : (chosen?.id_user ?? null),
        start_date: start,
        end_date: end,
        configuration: {
          ...route.configuration,
          stop_duration: minutesOf(stopDuration),
          max_hours: hours,
          id_finalization_mode: Number(finalization),
        },
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog
      title={t`Configure ${route.name}`}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      className="grid gap-4 sm:grid-cols-2"
      footerClassName="sm:col-span-2"
      fields={{ names: FIELDS, show: setError }}
    >
      <TextField
        label={t`Name`}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error.name}
        className="sm:col-span-2"
      />
      <Select
        label={t`Depot`}
        value={depot}
        onValueChange={setDepot}
        placeholder={t`The site's default depot`}
        error={error.id_depot}
        options={depots.map((d) => ({
          value: String(d.id_depot),
          label: d.name,
        }))}
      />
      <Select
        label={t`Car`}
        value={car}
        onValueChange={setCar}
        description={t`Only the cars on no other route that day.`}
        error={error.id_car}
        options={[
          { value: "-1", label: t`No car` },
          ...(ownCarBusy
            ? [{ value: ownCar, label: route.car ?? ownCar }]
            : []),
          ...cars.map((c) => ({ value: String(c.id_car), label: c.name })),
        ]}
      />
      <TextField
        label={clock.labelled(t`Start`)}
        type="datetime-local"
        value={localInput(start)}
        onChange={(event) =>
          setDates({ start: isoOf(event.target.value), end })
        }
        error={error.start_date}
      />
      <TextField
        label={clock.labelled(t`End`)}
        type="datetime-local"
        value={localInput(end)}
        onChange={(event) =>
          setDates({ start, end: isoOf(event.target.value) })
        }
        error={error.end_date}
      />
      <TextField
        label={t`Minutes per stop`}
        type="number"
        min={stopDurationValue.min}
        max={stopDurationValue.max}
        value={stopDuration}
        onChange={(event) => setStopDuration(event.target.value)}
        error={error.stop_duration}
      />
      <TextField
        label={t`Most hours`}
        type="number"
        min={maxHoursValue.min}
        max={maxHoursValue.max}
        value={maxHours}
        onChange={(event) => setMaxHours(event.target.value)}
        error={error.max_hours}
      />
      <Select
        label={t`The route ends`}
        value={finalization}
        onValueChange={setFinalization}
        error={error.id_finalization_mode}
        options={[
          { value: "1", label: t`Back at the depot` },
          { value: "3", label: t`At the last stop` },
        ]}
        className="sm:col-span-2"
      />
    </FormDialog>
  )
}
