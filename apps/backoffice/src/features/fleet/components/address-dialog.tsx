import { Trans, useLingui } from "@lingui/react/macro"
import {
  addressWithRuleSchema,
  visitRuleSchema,
} from "@ruta/validation/visit-rules"
import type { AddressWithRule } from "@ruta/validation/visit-rules"
import { Button } from "@ruta/ui/components/button"
import { TextField } from "@ruta/ui/components/text-field"
import { useState } from "react"

import { dayOf } from "../../../lib/local-day.ts"
import { useServerToast } from "../../../lib/use-server-toast.ts"
import { SiteSelect, useSiteChoice } from "../../shell/site-select.tsx"
import { FormDialog } from "../../shell/form-dialog.tsx"
import { useFormSubmit } from "../../shell/form-submit.ts"
import type { Address } from "../api/addresses.ts"
import { geocode } from "../api/depots.ts"
import { draftOf, ruleOf } from "../visits/visit-rule-draft.ts"
import { VisitRuleFields } from "../visits/visit-rule-fields.tsx"

/**
 * A customer's address with its coordinates (found, or typed as "lat,lng"), contact and visit
 * rule (issue 45).
 */
export function AddressDialog({
  entry,
  sites,
  onClose,
  onSave,
}: {
  entry: Address | null
  sites: { id_subsidiary: number; name: string }[]
  onClose: () => void
  onSave: (input: AddressWithRule) => Promise<void>
}) {
  const { t } = useLingui()
  const toast = useServerToast()
  const [site, setSite] = useSiteChoice(sites, entry?.id_subsidiary)
  const [address, setAddress] = useState(entry?.address ?? "")
  const [point, setPoint] = useState({
    latitude: String(entry?.latitude ?? ""),
    longitude: String(entry?.longitude ?? ""),
  })
  const [rule, setRule] = useState(() =>
    draftOf(entry?.visit_rule, dayOf(new Date()))
  )

  async function find() {
    try {
      const found = await geocode(address)
      if (found?.found && found.latitude !== null && found.longitude !== null) {
        setPoint({
          latitude: String(found.latitude),
          longitude: String(found.longitude),
        })
      } else {
        setErrors((current) => ({
          ...current,
          address: t`That address was not found. Type its coordinates instead.`,
        }))
      }
    } catch (error) {
      toast.failure(error)
    }
  }

  const { errors, setErrors, busy, submit } = useFormSubmit((_form, text) => {
    // The rule's messages go on its fields, which the address's do not share.
    const visit = visitRuleSchema.nullable().safeParse(ruleOf(rule))
    if (!visit.success) return { success: false, error: visit.error }
    return addressWithRuleSchema.safeParse({
      id_subsidiary: site === "" ? -1 : Number(site),
      alias: text("alias"),
      address: address.trim(),
      latitude: point.latitude === "" ? undefined : Number(point.latitude),
      longitude: point.longitude === "" ? undefined : Number(point.longitude),
      first_name: text("first_name"),
      last_name: text("last_name"),
      email: text("email"),
      phone_number: text("phone_number"),
      visit_rule: ruleOf(rule),
    })
  }, onSave)

  return (
    <FormDialog
      title={entry ? t`Edit address` : t`New address`}
      size="xl"
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      twoColumns
    >
      <TextField
        name="alias"
        label={t`Alias`}
        defaultValue={entry?.alias}
        error={errors.alias}
      />
      <SiteSelect
        sites={sites}
        value={site}
        onValueChange={setSite}
        error={errors.id_subsidiary}
      />
      <div className="flex items-end gap-2 md:col-span-2">
        <TextField
          label={t`Address`}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={errors.address}
          required
          className="flex-1"
        />
        <Button
          type="button"
          variant="outline"
          disabled={address.trim() === ""}
          onClick={() => void find()}
        >
          <Trans>Find</Trans>
        </Button>
      </div>
      <TextField
        label={t`Latitude`}
        inputMode="decimal"
        value={point.latitude}
        onChange={(e) => setPoint({ ...point, latitude: e.target.value })}
        error={errors.latitude}
        required
      />
      <TextField
        label={t`Longitude`}
        inputMode="decimal"
        value={point.longitude}
        onChange={(e) => setPoint({ ...point, longitude: e.target.value })}
        error={errors.longitude}
        required
      />
      <TextField
        name="first_name"
        label={t`First name`}
        defaultValue={entry?.first_name}
        error={errors.first_name}
      />
      <TextField
        name="last_name"
        label={t`Last name`}
        defaultValue={entry?.last_name}
        error={errors.last_name}
      />
      <TextField
        name="email"
        type="email"
        label={t`Email`}
        defaultValue={entry?.email}
        error={errors.email}
      />
      <TextField
        name="phone_number"
        type="tel"
        label={t`Phone number`}
        defaultValue={entry?.phone_number}
        error={errors.phone_number}
      />
      <VisitRuleFields draft={rule} onChange={setRule} errors={errors} />
    </FormDialog>
  )
}
