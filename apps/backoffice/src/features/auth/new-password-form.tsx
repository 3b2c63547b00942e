import { useLingui } from "@lingui/react/macro"
import { newPasswordFormSchema } from "@ruta/validation/fields"
import { Button } from "@ruta/ui/components/button"
import { TextField } from "@ruta/ui/components/text-field"

import { useFormSubmit } from "../shell/form-submit.ts"

/** A new password and its confirmation, checked by the spec's rules (section 5). */
export function NewPasswordForm({
  onSubmit,
  submitLabel,
}: {
  onSubmit: (password: string) => Promise<void>
  submitLabel: string
}) {
  const { t } = useLingui()
  const { errors, busy, submit } = useFormSubmit(
    (form) =>
      newPasswordFormSchema.safeParse({
        password: String(form.get("password") ?? ""),
        confirmPassword: String(form.get("confirmPassword") ?? ""),
      }),
    (values) => onSubmit(values.password)
  )

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
