import { Trans, useLingui } from "@lingui/react/macro"
import { messages } from "@ruta/validation/messages"
import { translateMessage } from "../../../lib/validation-messages.ts"
import {
  emailSchema,
  newPasswordSchema,
  requiredSelectSchema,
  textSchema,
} from "@ruta/validation/fields"
import { phoneSchema } from "@ruta/validation/phone"
import { Checkbox } from "@ruta/ui/components/checkbox"
import { FileDrop } from "@ruta/ui/components/file-drop"
import { Select } from "@ruta/ui/components/select"
import { TextField } from "@ruta/ui/components/text-field"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import type { FormEvent } from "react"
import { z } from "zod"

import { fieldErrors } from "../../auth/field-errors.ts"
import { FormDialog } from "../../shell/form-dialog.tsx"
import {
  getClientChoicesQueryOptions,
  getRolesOfTypeQueryOptions,
  getSitesOfClientQueryOptions,
} from "../api/users.ts"
import type { User, UserInput } from "../api/users.ts"

export const contextTypeOfKind = {
  admin: 1,
  client: 2,
  site: 3,
  maintainer: 4,
  driver: 5,
} as const
export type UserKindKey = keyof typeof contextTypeOfKind

const baseSchema = z.object({
  name: textSchema({ max: 100 }),
  email: emailSchema,
  telephone: phoneSchema,
  id_role: requiredSelectSchema,
})

/** Creates or edits a user of one kind: details, role, client and sites, photo, password. */
export function UserDialog({
  kind,
  user,
  open,
  onOpenChange,
  clientId,
  onSave,
}: {
  kind: UserKindKey
  user: User | null
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The client of the signed-in user; the provider's staff choose one instead. */
  clientId: number | null
  onSave: (input: UserInput) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const id_context_type = contextTypeOfKind[kind]
  const needsClient = kind === "client" || kind === "site" || kind === "driver"
  const needsSites = kind === "site" || kind === "driver"
  const [role, setRole] = useState(user ? String(user.id_role) : "")
  const [client, setClient] = useState(
    String(user?.id_client ?? clientId ?? "")
  )
  const [sites, setSites] = useState<number[]>(
    user?.subsidiaries.map((s) => s.id_subsidiary) ?? []
  )
  const [photo, setPhoto] = useState<File[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const roles = useQuery({
    ...getRolesOfTypeQueryOptions(id_context_type),
    enabled: open,
  })
  const clients = useQuery({
    ...getClientChoicesQueryOptions(),
    enabled: open && needsClient && clientId === null,
  })
  const siteOptions = useQuery({
    ...getSitesOfClientQueryOptions(Number(client)),
    enabled: open && needsSites && client !== "",
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = String(form.get("password") ?? "")
    const schema = baseSchema.extend({
      password:
        user && password === "" ? z.string().optional() : newPasswordSchema,
    })
    const parsed = schema.safeParse({
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? "").trim(),
      telephone: String(form.get("telephone") ?? ""),
      id_role: role === "" ? -1 : Number(role),
      password,
    })
    const problems = parsed.success ? {} : fieldErrors(parsed.error)
    if (needsClient && client === "")
      problems.id_client = translateMessage(messages.required, i18n.locale)
    if (needsSites && sites.length === 0)
      problems.subsidiaries = translateMessage(messages.required, i18n.locale)
    setErrors(problems)
    if (!parsed.success || Object.keys(problems).length > 0) return
    setBusy(true)
    try {
      await onSave({
        name: parsed.data.name,
        email: parsed.data.email,
        telephone: parsed.data.telephone ?? "",
        id_context_type,
        id_role: Number(parsed.data.id_role),
        id_client: needsClient ? Number(client) : undefined,
        subsidiaries: needsSites ? sites : undefined,
        password: parsed.data.password || undefined,
        photo: photo[0],
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog
      open={open}
      title={user ? t`Edit ${user.name}` : t`New user`}
      description={
        user ? (
          <Trans>Leave the password empty to keep it.</Trans>
        ) : (
          <Trans>
            The user chooses their own password at first sign-in; give them this
            one to start.
          </Trans>
        )
      }
      size="lg"
      onClose={() => onOpenChange(false)}
      onSubmit={submit}
      busy={busy}
      className="grid gap-4 sm:grid-cols-2"
      footerClassName="sm:col-span-2"
    >
      <TextField
        name="name"
        label={t`Name`}
        defaultValue={user?.name}
        error={errors.name}
        required
      />
      <TextField
        name="email"
        type="email"
        label={t`Email`}
        defaultValue={user?.email}
        error={errors.email}
        required
      />
      <TextField
        name="telephone"
        type="tel"
        label={t`Telephone`}
        defaultValue={user?.telephone}
        error={errors.telephone}
      />
      <Select
        label={t`Role`}
        value={role}
        onValueChange={setRole}
        placeholder={t`Choose a role`}
        error={errors.id_role}
        required
        options={(roles.data ?? []).map((r) => ({
          value: String(r.id_role),
          label: r.name,
        }))}
      />
      {needsClient && clientId === null && (
        <Select
          label={t`Client`}
          value={client}
          onValueChange={(value) => {
            setClient(value)
            setSites([])
          }}
          placeholder={t`Choose a client`}
          error={errors.id_client}
          required
          options={(clients.data ?? []).map((c) => ({
            value: String(c.id_client),
            label: c.name,
          }))}
        />
      )}
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={user ? t`New password` : t`Password`}
        error={errors.password}
        required={!user}
      />
      {needsSites && (
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">
            <Trans>Sites</Trans>
          </legend>
          {(siteOptions.data ?? []).map((site) => (
            <Checkbox
              key={site.id_subsidiary}
              label={site.name}
              checked={sites.includes(site.id_subsidiary)}
              onChange={(event) =>
                setSites((current) =>
                  event.target.checked
                    ? [...current, site.id_subsidiary]
                    : current.filter((id) => id !== site.id_subsidiary)
                )
              }
            />
          ))}
          {errors.subsidiaries && (
            <p className="text-sm text-destructive">{errors.subsidiaries}</p>
          )}
        </fieldset>
      )}
      <FileDrop
        className="sm:col-span-2"
        label={t`Drop a photo here, or choose one`}
        hint={t`PNG, JPEG or WebP, up to 2 MB`}
        accept="image/png,image/jpeg,image/webp"
        files={photo}
        onFilesChange={setPhoto}
        removeLabel={(name) => t`Remove ${name}`}
      />
    </FormDialog>
  )
}
