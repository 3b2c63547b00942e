import { useLingui } from "@lingui/react/macro"
import { textSchema } from "@ruta/validation/fields"
import { phoneSchema } from "@ruta/validation/phone"
import { maxCharacters } from "@ruta/validation/messages"
import { TextField } from "@ruta/ui/components/text-field"
import { z } from "zod"

import { useFormSubmit } from "../../shell/form-submit.ts"
import { NamedForm } from "../../shell/named-form.tsx"
import type { ClientInput } from "../api/clients.ts"

const clientSchema = z.object({
  name: textSchema({ max: 100 }),
  address: z.string().max(200, maxCharacters(200)),
  phone_number: phoneSchema,
})

/** A client's name, address and phone, checked with the spec's messages. */
export function ClientForm({
  initial,
  disabled,
  onSubmit,
}: {
  initial?: ClientInput | undefined
  disabled?: boolean
  onSubmit: (input: ClientInput) => Promise<void>
}) {
  const { t } = useLingui()
  const form = useFormSubmit(
    (form) =>
      clientSchema.safeParse({
        name: String(form.get("name") ?? ""),
        address: String(form.get("address") ?? ""),
        phone_number: String(form.get("phone_number") ?? ""),
      }),
    (values) =>
      onSubmit({
        name: values.name,
        address: values.address ?? "",
        phone_number: values.phone_number ?? "",
      })
  )

  return (
    <NamedForm form={form} name={initial?.name} disabled={disabled}>
      <TextField
        name="address"
        label={t`Address`}
        defaultValue={initial?.address}
        error={form.errors.address}
        disabled={disabled}
      />
      <TextField
        name="phone_number"
        type="tel"
        label={t`Phone number`}
        defaultValue={initial?.phone_number}
        error={form.errors.phone_number}
        disabled={disabled}
      />
    </NamedForm>
  )
}
