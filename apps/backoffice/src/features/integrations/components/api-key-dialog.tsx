import { useLingui } from "@lingui/react/macro"
import { Select } from "@ruta/ui/components/select"
import { TextField } from "@ruta/ui/components/text-field"
import { z } from "zod"

import { useFormSubmit } from "../../shell/form-submit.ts"
import { FormDialog } from "../../shell/form-dialog.tsx"
import type { ApiKeyInput } from "../api/integrations.ts"
import { useRoleName } from "../../../lib/use-role-name.ts"

const EVERY_SITE = "all"

const keySchema = z.object({
  name: z.string().min(1, "Required field.").max(100, "Max 100 characters"),
  id_role: z.coerce.number().int().positive("Required field."),
  id_subsidiary: z.number().int().nullable(),
  expires_at: z.string().nullable(),
})

/** A new API key: its name, the role it acts with, one site or every site, and an expiry. */
export function ApiKeyDialog({
  roles,
  sites,
  onClose,
  onSave,
}: {
  roles: { id_role: number; name: string }[]
  sites: { id_subsidiary: number; name: string }[]
  onClose: () => void
  onSave: (input: ApiKeyInput) => Promise<unknown>
}) {
  const { t } = useLingui()
  const roleName = useRoleName()
  const { errors, busy, submit } = useFormSubmit((form, text) => {
    const site = text("id_subsidiary")
    const expiry = text("expires_at")
    return keySchema.safeParse({
      name: text("name"),
      id_role: text("id_role") || 0,
      id_subsidiary: site && site !== EVERY_SITE ? Number(site) : null,
      expires_at: expiry ? new Date(expiry).toISOString() : null,
    })
  }, onSave)
  return (
    <FormDialog
      title={t`New API key`}
      description={t`The key acts with the role you choose, never with more rights than yours.`}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
    >
      <TextField
        name="name"
        label={t`Name`}
        description={t`What uses it: "Shop", "ERP import"…`}
        error={errors.name}
      />
      <Select
        name="id_role"
        label={t`Role`}
        error={errors.id_role}
        options={roles.map((role) => ({
          value: String(role.id_role),
          label: roleName(role),
        }))}
      />
      <Select
        name="id_subsidiary"
        label={t`Site`}
        defaultValue={EVERY_SITE}
        error={errors.id_subsidiary}
        options={[
          { value: EVERY_SITE, label: t`Every site` },
          ...sites.map((site) => ({
            value: String(site.id_subsidiary),
            label: site.name,
          })),
        ]}
      />
      <TextField
        name="expires_at"
        type="datetime-local"
        label={t`Expires`}
        description={t`Leave it empty for a key that does not expire.`}
        error={errors.expires_at}
      />
    </FormDialog>
  )
}
