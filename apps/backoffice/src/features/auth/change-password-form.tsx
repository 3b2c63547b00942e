import { useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { TextField } from "@ruta/ui/components/text-field"
import { useToast } from "@ruta/ui/components/toast"
import type { ChangePassword } from "@ruta/validation/auth"
import { changePasswordFormSchema } from "@ruta/validation/auth"
import { useRef, useState } from "react"

import type { ApiFailure } from "../../lib/api.ts"
import type { ServerMessage } from "../../lib/use-server-mutation.ts"
import { useFormSubmit } from "../shell/form-submit.ts"
import { FormAlert } from "./form-alert.tsx"
import { NewPasswordFields } from "./new-password-fields.tsx"

const FIELDS = ["current_password", "password", "confirmPassword"]

/** The refusal's messages of this form's fields, by field (the server's words). */
function serverFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const { field, message } of (error as ApiFailure).details ?? [])
    if (FIELDS.includes(field)) errors[field] ??= message
  return errors
}

/**
 * The account page's password change: the current password (ASVS 5.0 V6.2.3), then the new one
 * and its confirmation. A refusal of a field shows on it (a wrong current password), any other
 * in the form's alert; a change shows the server's message and empties the form.
 */
export function ChangePasswordForm({
  onSubmit,
}: {
  /** Changes the password; a refusal rejects with the API's error (its `details` by field). */
  onSubmit: (values: ChangePassword) => Promise<ServerMessage>
}) {
  const { t } = useLingui()
  const { toast } = useToast()
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [refused, setRefused] = useState<Record<string, string>>({})
  const {
    errors: checked,
    busy,
    submit,
  } = useFormSubmit(
    (form) => {
      setFailure(null)
      setRefused({})
      return changePasswordFormSchema.safeParse({
        current_password: String(form.get("current_password") ?? ""),
        password: String(form.get("password") ?? ""),
        confirmPassword: String(form.get("confirmPassword") ?? ""),
      })
    },
    async ({ current_password, password }) => {
      try {
        const { message } = await onSubmit({ current_password, password })
        toast({ title: message, severity: "success" })
        formRef.current?.reset()
      } catch (error) {
        const fields = serverFieldErrors(error)
        if (Object.keys(fields).length > 0) setRefused(fields)
        else setFailure((error as Error).message)
      }
    }
  )
  const errors = { ...refused, ...checked }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        name="current_password"
        type="password"
        autoComplete="current-password"
        label={t`Current password`}
        error={errors.current_password}
        required
      />
      <NewPasswordFields errors={errors} />
      <Button type="submit" loading={busy}>
        {t`Change password`}
      </Button>
    </form>
  )
}
