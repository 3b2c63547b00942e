import { Trans, useLingui } from "@lingui/react/macro"
import { MapView } from "@ruta/maps/components/map-view"
import { Button } from "@ruta/ui/components/button"
import { Select } from "@ruta/ui/components/select"
import { Switch } from "@ruta/ui/components/switch"
import { TextField } from "@ruta/ui/components/text-field"
import { translateMessage } from "../../../lib/validation-messages.ts"
import { useState } from "react"
import type { FormEvent } from "react"

import { FormDialog } from "../../shell/form-dialog.tsx"
import type { Geocoded } from "../api/geocoding.ts"
import { findRows } from "../api/geocoding.ts"
import { useFieldLabels } from "../import/field-labels.ts"
import type { ImportRow } from "../import/import-row.ts"
import { foundAt, withWindows } from "../import/import-row.ts"
import { timeText, useStopDetailsFields } from "./stop-details-fields.tsx"
import { TimeWindowsField, type WindowText } from "./time-windows-field.tsx"
import { useWindowsReader } from "./windows-reader.ts"
import { useMapLabels } from "../../../lib/use-map-labels.ts"

/** The contact fields the row's dialog fixes; the server checks them as `checkRow` does. */
const CONTACT_FIELDS = ["phone_number", "email"] as const
type ContactField = (typeof CONTACT_FIELDS)[number]

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

/**
 * Fixes one row of an import: its address looked up again, one of the places an ambiguous text
 * matched, the pin dragged to the exact spot, its depot flag and its stop fields, with every time
 * window (the first, then "More time windows").
 */
export function ImportRowDialog({
  row,
  day,
  id_subsidiary,
  onClose,
  onSave,
  check = (checked) => checked,
  find = findRows,
}: {
  row: ImportRow
  /** The routes' day, "YYYY-MM-DD", for times typed without a date. */
  day: string
  /** The optimization's site, whose clock the row's times are on. */
  id_subsidiary?: number | undefined
  onClose: () => void
  onSave: (row: ImportRow) => void
  /** Checks the fixed row as the server will (see `checkRow`): a value it refuses stays here. */
  check?: (row: ImportRow) => ImportRow
  find?: typeof findRows
}) {
  const { t, i18n } = useLingui()
  const mapLabels = useMapLabels()
  const labels = useFieldLabels()
  const [name, setName] = useState(row.name)
  const [address, setAddress] = useState(row.address)
  const [depot, setDepot] = useState(row.depot)
  const [found, setFound] = useState<Geocoded | null>(row.found)
  const [contact, setContact] = useState<Record<ContactField, string>>({
    phone_number: row.details.phone_number ?? "",
    email: row.details.email ?? "",
  })
  const [contactErrors, setContactErrors] = useState<
    Partial<Record<ContactField, string>>
  >({})
  const [finding, setFinding] = useState(false)
  const stopFields = useStopDetailsFields(row.details, day, id_subsidiary)
  const windowsReader = useWindowsReader(day, id_subsidiary ?? null)
  const [extra, setExtra] = useState<WindowText[]>(() =>
    (row.details.time_windows ?? []).slice(1).map((w) => ({
      start: timeText(w.start, day, windowsReader.timeZone),
      end: timeText(w.end, day, windowsReader.timeZone),
    }))
  )
  const [extraErrors, setExtraErrors] = useState<Record<number, string>>({})
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
    const read = stopFields.read()
    const others = windowsReader.read(extra)
    setExtraErrors(others.errors)
    if (!read || Object.keys(others.errors).length > 0) return
    // The other windows typed (or the row's, changed or removed) follow the first.
    const details =
      others.windows.length > 0 || read.time_windows
        ? withWindows(read, others.windows)
        : read
    const fixed = check({
      ...row,
      name: name.trim(),
      address: address.trim(),
      point: null,
      depot,
      details: {
        ...details,
        phone_number: contact.phone_number.trim() || undefined,
        email: contact.email.trim() || undefined,
      },
      problems: found?.found
        ? []
        : row.problems.filter((p) => p.kind !== "missing"),
      found,
      leftOut: false,
    })
    const refused = Object.fromEntries(
      fixed.problems.flatMap((p) =>
        p.kind === "invalid" && CONTACT_FIELDS.includes(p.field as ContactField)
          ? [[p.field, translateMessage(p.message, i18n.locale)]]
          : []
      )
    )
    setContactErrors(refused)
    if (Object.keys(refused).length === 0) onSave(fixed)
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
      {stopFields.fields}
      <TimeWindowsField
        windows={extra}
        onChange={setExtra}
        errors={extraErrors}
        first={Boolean(
          row.details.time_window_start || row.details.time_window_end
        )}
      />
      {CONTACT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          type={field === "email" ? "email" : "tel"}
          value={contact[field]}
          onChange={(e) => setContact({ ...contact, [field]: e.target.value })}
          error={contactErrors[field]}
        />
      ))}
    </FormDialog>
  )
}
