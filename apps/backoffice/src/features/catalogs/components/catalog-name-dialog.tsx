import { useLingui } from "@lingui/react/macro"
import { Select } from "@ruta/ui/components/select"
import { textSchema } from "@ruta/validation/fields"
import { stopOutcomeKindSchema } from "@ruta/validation/fleet"
import { z } from "zod"

import { useOutcomeKindLabel } from "../../../lib/outcome-names.ts"
import { NameField } from "../../shell/named-form.tsx"
import { FormDialog } from "../../shell/form-dialog.tsx"
import { useFormSubmit } from "../../shell/form-submit.ts"
import type { NamedItem, NamedValues } from "../api/client-catalogs.ts"

const valuesSchema = z.object({
  name: textSchema({ max: 60 }),
  kind: stopOutcomeKindSchema.optional(),
})

/**
 * Adds or renames an item of a client's catalog (a skill, a stop outcome); a stop outcome also
 * gets its kind (`withKind`): whether it ends completed or failed visits. A save `onSave` throws
 * (the server refused it) shows the name's message on it, the rest in a toast.
 */
export function CatalogNameDialog({
  item,
  withKind = false,
  onClose,
  onSave,
}: {
  item: NamedItem | null
  withKind?: boolean
  onClose: () => void
  onSave: (values: NamedValues) => Promise<void>
}) {
  const { t } = useLingui()
  const kindLabel = useOutcomeKindLabel()
  const { errors, busy, submit } = useFormSubmit(
    (form) =>
      valuesSchema.safeParse({
        name: String(form.get("name") ?? ""),
        kind: withKind ? String(form.get("kind") ?? "") : undefined,
      }),
    onSave
  )

  return (
    <FormDialog
      title={item ? t`Rename ${item.name}` : t`Add`}
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
    >
      <NameField defaultValue={item?.name} error={errors.name} />
      {withKind && (
        <Select
          name="kind"
          label={t`Kind`}
          description={t`The driver is offered it when a visit ends this way.`}
          defaultValue={item?.kind ?? "completed"}
          options={(["completed", "failed"] as const).map((kind) => ({
            value: kind,
            label: kindLabel(kind),
          }))}
          error={errors.kind}
          required
        />
      )}
    </FormDialog>
  )
}
