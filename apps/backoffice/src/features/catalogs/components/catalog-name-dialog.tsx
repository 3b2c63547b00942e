import { useLingui } from "@lingui/react/macro"
import { textSchema } from "@ruta/validation/fields"
import { TextField } from "@ruta/ui/components/text-field"

import { FormDialog } from "../../shell/form-dialog.tsx"
import { useFormSubmit } from "../../shell/form-submit.ts"
import type { NamedItem } from "../api/client-catalogs.ts"

const nameSchema = textSchema({ max: 60 })

/**
 * Adds or renames an item of a client's catalog (a skill, a stop outcome). A save `onSave`
 * throws (the server refused it) shows the name's message on it, the rest in a toast.
 */
export function CatalogNameDialog({
  item,
  onClose,
  onSave,
}: {
  item: NamedItem | null
  onClose: () => void
  onSave: (name: string) => Promise<void>
}) {
  const { t } = useLingui()
  // The schema is the name's own: its message comes under "form", the server's under "name".
  const { errors, busy, submit } = useFormSubmit(
    (form) => nameSchema.safeParse(String(form.get("name") ?? "")),
    onSave,
    ({ form, ...fields }) => (form ? { name: form } : fields)
  )

  return (
    <FormDialog
      title={item ? t`Rename ${item.name}` : t`Add`}
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
    >
      <TextField
        name="name"
        label={t`Name`}
        defaultValue={item?.name}
        error={errors.name}
        required
      />
    </FormDialog>
  )
}
