import { Trans, useLingui } from "@lingui/react/macro"
import { MapView } from "@ruta/maps/components/map-view"
import { Button } from "@ruta/ui/components/button"
import { Select } from "@ruta/ui/components/select"
import { Switch } from "@ruta/ui/components/switch"
import { TextArea } from "@ruta/ui/components/text-area"
import { TextField } from "@ruta/ui/components/text-field"
import { messages } from "@ruta/validation/messages"
import { translateMessage } from "@ruta/validation/messages-es"
import { useState } from "react"
import type { FormEvent } from "react"

import { FormDialog } from "../../shell/form-dialog.tsx"
import type { Geocoded } from "../api/geocoding.ts"
import { findRows } from "../api/geocoding.ts"
import { useFieldLabels } from "../import/field-labels.ts"
import type { ImportRow, StopDetails } from "../import/import-row.ts"
import { foundAt } from "../import/import-row.ts"
import type {
  AmountOrWindowField,
  TimedProblem,
} from "../import/timed-cells.ts"
import {
  AMOUNT_FIELDS,
  WINDOW_FIELDS,
  readAmountsAndWindow,
} from "../import/timed-cells.ts"
import { dayOf } from "../../../lib/local-day.ts"
import { useMapLabels } from "../../../lib/use-map-labels.ts"

/** A time as the planner reads it: "08:30" on the routes' day, else the full local date. */
function timeText(iso: string | null | undefined, day: string) {
  if (!iso) return ""
  const at = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, "0")
  const clock = `${pad(at.getHours())}:${pad(at.getMinutes())}`
  return dayOf(at) === day ? clock : `${dayOf(at)} ${clock}`
}

/** A place chosen by dragging the pin: exactly there. */
const pinned = (
  found: Geocoded | null,
  latitude: number,
  longitude: number
): Geocoded =>
  foundAt(
    {
      address:
        found?.address ?? `${latitude.toFixed(6)},${longitude.toFixed(6)}`,
      latitude,
      longitude,
    },
    {
      index: found?.index ?? 0,
      alias: found?.alias ?? null,
      requested_address: found?.requested_address ?? "",
      isDepot: found?.isDepot ?? false,
      source: "coordinates",
    }
  )

/** The spec's message for each problem the dialog's fields can have. */
const problemMessage: Record<TimedProblem["kind"], string> = {
  number: messages.amountMin,
  time: messages.invalidDate,
  "window-order": messages.endDateBeforeStartDate,
}

/** A row's stop fields without its amounts and window (the dialog gives them anew). */
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
 * Fixes one row of an import: its address looked up again, one of the places an ambiguous text
 * matched, the pin dragged to the exact spot, its depot flag and its stop fields.
 */
export function ImportRowDialog({
  row,
  day,
  onClose,
  onSave,
  find = findRows,
}: {
  row: ImportRow
  /** The routes' day, "YYYY-MM-DD", for times typed without a date. */
  day: string
  onClose: () => void
  onSave: (row: ImportRow) => void
  find?: typeof findRows
}) {
  const { t, i18n } = useLingui()
  const mapLabels = useMapLabels()
  const spec = (message: string) => translateMessage(message, i18n.locale)
  const labels = useFieldLabels()
  const [name, setName] = useState(row.name)
  const [address, setAddress] = useState(row.address)
  const [depot, setDepot] = useState(row.depot)
  const [found, setFound] = useState<Geocoded | null>(row.found)
  const [finding, setFinding] = useState(false)
  const [instructions, setInstructions] = useState(
    row.details.delivery_instructions ?? ""
  )
  const [texts, setTexts] = useState<Record<AmountOrWindowField, string>>({
    stop_duration: String(row.details.stop_duration ?? ""),
    pieces: String(row.details.pieces ?? ""),
    weight: String(row.details.weight ?? ""),
    volume: String(row.details.volume ?? ""),
    time_window_start: timeText(row.details.time_window_start, day),
    time_window_end: timeText(row.details.time_window_end, day),
  })
  const [errors, setErrors] = useState<
    Partial<Record<AmountOrWindowField, string>>
  >({})
  const places = found?.found
    ? [found, ...found.alternatives.map((p) => ({ ...found, ...p }))]
    : []
  const pin =
    found?.found && found.latitude !== null && found.longitude !== null
      ? { lat: found.latitude, lng: found.longitude }
      : null

  const lookUp = async () => {
    setFinding(true)
    try {
      const [again] = await find(
        [
          {
            ...row,
            address: address.trim(),
            point: null,
            found: null,
            problems: [],
            leftOut: false,
          },
        ],
        () => {}
      )
      setFound(again?.found ?? null)
    } finally {
      setFinding(false)
    }
  }

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const timed = readAmountsAndWindow((field) => texts[field], day)
    const next: Partial<Record<AmountOrWindowField, string>> =
      Object.fromEntries(
        timed.problems.map((p) => [p.field, spec(problemMessage[p.kind])])
      )
    setErrors(next)
    if (Object.keys(next).length > 0) return
    const details: StopDetails = {
      ...withoutTimed(row.details),
      ...timed.details,
      delivery_instructions: instructions.slice(0, 1000),
    }
    onSave({
      ...row,
      name: name.trim(),
      address: address.trim(),
      point: null,
      depot,
      details,
      problems: found?.found
        ? []
        : row.problems.filter((p) => p.kind !== "missing"),
      found,
      leftOut: false,
    })
  }

  return (
    <FormDialog
      title={t`Row ${row.line}`}
      description={t`Correct the address or drag the pin to the exact place; the row is then used.`}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      busy={false}
      submitDisabled={!found?.found}
      className="grid gap-3 sm:grid-cols-2"
      footerClassName="sm:col-span-2"
    >
      <TextField
        label={labels.name}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={labels.address}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
        <Button
          type="button"
          variant="outline"
          loading={finding}
          disabled={address.trim() === ""}
          onClick={() => void lookUp()}
        >
          <Trans>Find</Trans>
        </Button>
      </div>
      {places.length > 1 && (
        <Select
          className="sm:col-span-2"
          label={t`Place`}
          value={String(
            places.findIndex(
              (p) =>
                p.latitude === found?.latitude &&
                p.longitude === found?.longitude
            )
          )}
          onValueChange={(value) => {
            const place = places[Number(value)]!
            setFound({
              ...place,
              alternatives: places
                .filter((p) => p !== place)
                .map((p) => ({
                  address: p.address ?? "",
                  latitude: p.latitude!,
                  longitude: p.longitude!,
                })),
            })
          }}
          options={places.map((p, index) => ({
            value: String(index),
            label: p.address ?? "",
          }))}
        />
      )}
      {found && !found.found && (
        <p className="text-destructive text-sm sm:col-span-2">
          <Trans>
            No place found for this address. Correct it, or drag the pin.
          </Trans>
        </p>
      )}
      <div className="overflow-hidden rounded-md border sm:col-span-2">
        <MapView
          height={240}
          config={{ locations: [], draggableMarker: true, zoom: pin ? 15 : 12 }}
          center={pin ?? undefined}
          pin={pin ?? { lat: 19.4326, lng: -99.1332 }}
          onPinMove={(point) => setFound(pinned(found, point.lat, point.lng))}
          labels={mapLabels(t`Row location`, t`Row pin`)}
        />
      </div>
      <Switch
        className="sm:col-span-2"
        label={t`This row is a depot`}
        checked={depot}
        onChange={(e) => setDepot(e.target.checked)}
      />
      {[...AMOUNT_FIELDS, ...WINDOW_FIELDS].map((field) => (
        <TextField
          key={field}
          label={labels[field]}
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
      />
    </FormDialog>
  )
}
