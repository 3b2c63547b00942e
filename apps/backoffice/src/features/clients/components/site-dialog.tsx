import { useLingui } from "@lingui/react/macro"
import { emailSchema, phoneSchema, textSchema } from "@ruta/validation/fields"
import { TextField } from "@ruta/ui/components/text-field"
import { z } from "zod"

import { FormDialog } from "../../shell/form-dialog.tsx"
import { useFormSubmit } from "../../shell/form-submit.ts"
import type { Subsidiary, SubsidiaryInput } from "../api/clients.ts"

const siteSchema = z.object({
  name: textSchema({ max: 100 }),
  address: z.string().max(200),
  phone_number: phoneSchema,
  email: emailSchema.or(z.literal("")),
})

/**
 * Create or edit a client's site: its name, address, phone number and email. A save `onSave`
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
      <TextField
        name="name"
        label={t`Name`}
        defaultValue={site?.name}
        error={errors.name}
        required
      />
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
    </FormDialog>
  )
}
