import { useLingui } from "@lingui/react/macro"
import { roleSchema } from "@ruta/validation/role"
import { Select } from "@ruta/ui/components/select"
import { TextField } from "@ruta/ui/components/text-field"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"

import { useFormSubmit } from "../../shell/form-submit.ts"
import { NamedForm } from "../../shell/named-form.tsx"
import { getContextTypesQueryOptions } from "../api/roles.ts"
import type { RoleInput } from "../api/roles.ts"

/** The role's name, description, type and status, checked with the spec's messages. */
export function RoleForm({
  initial,
  disabled,
  onSubmit,
}: {
  initial?: RoleInput | undefined
  disabled?: boolean
  onSubmit: (input: RoleInput) => Promise<unknown>
}) {
  const { t, i18n } = useLingui()
  const contextTypes = useQuery(getContextTypesQueryOptions())
  const [type, setType] = useState(
    initial ? String(initial.id_context_type) : ""
  )
  const [status, setStatus] = useState(
    initial ? String(initial.isActive) : "true"
  )
  const lang = i18n.locale === "es" ? "es" : "en"

  const form = useFormSubmit(
    (form) =>
      roleSchema.safeParse({
        name: String(form.get("name") ?? ""),
        description: String(form.get("description") ?? ""),
        id_context_type: type === "" ? -1 : Number(type),
        isActive: status === "" ? undefined : status === "true",
      }),
    (values) =>
      onSubmit({
        name: values.name.trim(),
        description: values.description ?? "",
        id_context_type: Number(values.id_context_type),
        isActive: values.isActive,
      })
  )

  return (
    <NamedForm form={form} name={initial?.name} disabled={disabled}>
      <TextField
        name="description"
        label={t`Description`}
        defaultValue={initial?.description}
        error={form.errors.description}
        disabled={disabled}
      />
      <Select
        label={t`Role type`}
        value={type}
        onValueChange={setType}
        placeholder={t`Choose a role type`}
        error={form.errors.id_context_type}
        required
        disabled={disabled}
        options={(contextTypes.data ?? []).map((c) => ({
          value: String(c.id),
          label: c.labels[lang],
        }))}
      />
      <Select
        label={t`Status`}
        value={status}
        onValueChange={setStatus}
        error={form.errors.isActive}
        required
        disabled={disabled}
        options={[
          { value: "true", label: t`Active` },
          { value: "false", label: t`Inactive` },
        ]}
      />
    </NamedForm>
  )
}
