import { useLingui } from "@lingui/react/macro"
import { newPasswordFormSchema } from "@ruta/validation/fields"
import { Button } from "@ruta/ui/components/button"
import { TextField } from "@ruta/ui/components/text-field"
import { useState } from "react"
import type { FormEvent } from "react"

import { fieldErrors } from "./field-errors.ts"

/** A new password and its confirmation, checked by the spec's rules (section 5). */
export function NewPasswordForm({
  onSubmit,
  submitLabel,
}: {
  onSubmit: (password: string) => Promise<void>
  submitLabel: string
}) {
  const { t } = useLingui()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = newPasswordFormSchema.safeParse({
      password: String(form.get("password") ?? ""),
      confirmPassword: String(form.get("confirmPassword") ?? ""),
    })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await onSubmit(parsed.data.password)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={t`New password`}
        description={t`At least 8 characters, with an uppercase letter, a number and a special character.`}
        error={errors.password}
        required
      />
      <TextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t`Confirm the new password`}
        error={errors.confirmPassword}
        required
      />
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  )
}
