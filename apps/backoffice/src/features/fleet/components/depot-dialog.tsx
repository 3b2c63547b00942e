import { Trans, useLingui } from "@lingui/react/macro"
import type { LatLng } from "@ruta/maps/geometry/lat-lng"
import { MapView } from "@ruta/maps/components/map-view"
import { depotSchema } from "@ruta/validation/fleet"
import type { Depot as DepotBody } from "@ruta/validation/fleet"
import { Button } from "@ruta/ui/components/button"
import { Switch } from "@ruta/ui/components/switch"
import { TextField } from "@ruta/ui/components/text-field"
import { useState } from "react"

import { useServerToast } from "../../../lib/use-server-toast.ts"
import { SiteSelect, useSiteChoice } from "../../shell/site-select.tsx"
import { NameField } from "../../shell/named-form.tsx"
import { FormDialog } from "../../shell/form-dialog.tsx"
import { useFormSubmit } from "../../shell/form-submit.ts"
import { geocode } from "../api/depots.ts"
import type { Depot } from "../api/depots.ts"
import { useMapLabels } from "../../../lib/use-map-labels.ts"

const round = (value: number) => Math.round(value * 1e6) / 1e6

/** Creates or edits a depot: found from an address, or placed by dragging the pin on the map. */
export function DepotDialog({
  depot,
  sites,
  onClose,
  onSave,
}: {
  depot: Depot | null
  sites: { id_subsidiary: number; name: string }[]
  onClose: () => void
  onSave: (input: DepotBody) => Promise<void>
}) {
  const { t } = useLingui()
  const mapLabels = useMapLabels()
  const toast = useServerToast()
  const [site, setSite] = useSiteChoice(sites, depot?.id_subsidiary)
  const [address, setAddress] = useState(depot?.address.address ?? "")
  const [pin, setPin] = useState<LatLng | null>(
    depot ? { lat: depot.address.latitude, lng: depot.address.longitude } : null
  )
  const [isDefault, setIsDefault] = useState(depot?.isDefault ?? false)
  const [finding, setFinding] = useState(false)

  async function find() {
    setFinding(true)
    try {
      const found = await geocode(address)
      if (found?.found && found.latitude !== null && found.longitude !== null) {
        setPin({ lat: found.latitude, lng: found.longitude })
        if (found.address) setAddress(found.address)
        setErrors((current) => ({ ...current, location: "" }))
      } else {
        setErrors((current) => ({
          ...current,
          location: t`That address was not found. Place the pin on the map instead.`,
        }))
      }
    } catch (error) {
      toast.failure(error)
    } finally {
      setFinding(false)
    }
  }

  const { errors, setErrors, busy, submit } = useFormSubmit(
    (form) =>
      depotSchema.safeParse({
        id_subsidiary: site === "" ? -1 : Number(site),
        name: String(form.get("name") ?? ""),
        description: String(form.get("description") ?? ""),
        address,
        latitude: pin ? round(pin.lat) : undefined,
        longitude: pin ? round(pin.lng) : undefined,
        isDefault,
      }),
    onSave,
    // The address and the point are one "location" in this form: found, or placed on the map.
    ({ address: tooLong, latitude, longitude, ...problems }) => {
      const location =
        tooLong ??
        (pin
          ? (latitude ?? longitude)
          : t`Find the address or place the pin on the map.`)
      return location ? { ...problems, location } : problems
    }
  )

  return (
    <FormDialog
      title={depot ? t`Edit ${depot.address.name}` : t`New depot`}
      size="xl"
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      twoColumns
    >
      <NameField defaultValue={depot?.address.name} error={errors.name} />
      <SiteSelect
        sites={sites}
        value={site}
        onValueChange={setSite}
        error={errors.id_subsidiary}
      />
      <TextField
        name="description"
        label={t`Description`}
        defaultValue={depot?.address.description}
        error={errors.description}
        className="md:col-span-2"
      />
      <div className="flex items-end gap-2 md:col-span-2">
        <TextField
          label={t`Address or coordinates`}
          description={t`A street address, or "latitude,longitude".`}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={errors.location || undefined}
          className="flex-1"
        />
        <Button
          type="button"
          variant="outline"
          loading={finding}
          disabled={address.trim() === ""}
          onClick={() => void find()}
        >
          <Trans>Find</Trans>
        </Button>
      </div>
      <div className="overflow-hidden rounded-lg border md:col-span-2">
        <MapView
          height={280}
          config={{
            locations: [],
            draggableMarker: true,
            zoom: pin ? 15 : 12,
          }}
          center={pin ?? undefined}
          pin={pin ?? undefined}
          onPinMove={setPin}
          labels={mapLabels(t`Depot location`, t`Depot pin`)}
        />
      </div>
      <p className="text-sm text-muted-foreground md:col-span-2">
        {pin
          ? t`Latitude ${round(pin.lat)}, longitude ${round(pin.lng)}. Drag the pin to adjust.`
          : t`No location yet.`}
      </p>
      <Switch
        label={t`Default depot of the site`}
        checked={isDefault}
        onChange={(event) => setIsDefault(event.target.checked)}
      />
    </FormDialog>
  )
}
