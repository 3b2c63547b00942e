import { useLingui } from "@lingui/react/macro"
import { emailSchema, textSchema } from "@ruta/validation/fields"
import { phoneSchema } from "@ruta/validation/phone"
import { TextField } from "@ruta/ui/components/text-field"
import { timeZoneSchema } from "@ruta/validation/time-zone"
import { z } from "zod"

import { NameField } from "../../shell/named-form.tsx"
import { FormDialog } from "../../shell/form-dialog.tsx"
import { useFormSubmit } from "../../shell/form-submit.ts"
import type { Subsidiary, SubsidiaryInput } from "../api/clients.ts"

const siteSchema = z.object({
  name: textSchema({ max: 100 }),
  address: z.string().max(200),
  phone_number: phoneSchema,
  email: emailSchema.or(z.literal("")),
  time_zone: timeZoneSchema.optional(),
})

/** The IANA zones this browser knows, offered while typing the site's zone. */
const ZONES: readonly string[] = Intl.supportedValuesOf("timeZone")

/**
 * Create or edit a client's site: its name, address, phone number, email and time zone (every
 * time of the site is read and shown in it; left empty on creation, the client's zone, else the
 * zone of the site's first depot). A save `onSave`
 * throws (the server refused it) shows its fields' messages next to them.
 */
export function SiteDialog({
  site,
  onClose,
  onSave,
}: {
  site: Subsidiary | null
  onClose: () => void
  onSave: (input: SubsidiaryInput) => Promise<void>
}) {
  const { t } = useLingui()
  const { errors, busy, submit } = useFormSubmit(
    (form) =>
      siteSchema.safeParse({
        name: String(form.get("name") ?? ""),
        address: String(form.get("address") ?? ""),
        phone_number: String(form.get("phone_number") ?? ""),
        email: String(form.get("email") ?? "").trim(),
        time_zone: String(form.get("time_zone") ?? "").trim() || undefined,
      }),
    (values) => onSave({ ...values, phone_number: values.phone_number ?? "" })
  )

  return (
    <FormDialog
      title={site ? t`Edit ${site.name}` : t`New site`}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
    >
      <NameField defaultValue={site?.name} error={errors.name} />
      <TextField
        name="address"
        label={t`Address`}
        defaultValue={site?.address}
        error={errors.address}
      />
      <TextField
        name="phone_number"
        type="tel"
        label={t`Phone number`}
        defaultValue={site?.phone_number}
        error={errors.phone_number}
      />
      <TextField
        name="email"
        type="email"
        label={t`Email`}
        defaultValue={site?.email}
        error={errors.email}
      />
      <TextField
        name="time_zone"
        label={t`Time zone`}
        description={t`Every time of the site is read and shown in this zone, such as America/Tijuana. Empty: the client's zone, else the zone of the site's first depot.`}
        placeholder="America/Mexico_City"
        list="site-time-zones"
        autoComplete="off"
        defaultValue={site?.time_zone}
        error={errors.time_zone}
      />
      <datalist id="site-time-zones">
        {ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </FormDialog>
  )
}
