import { newPasswordFormSchema } from "@ruta/validation/fields"
import { Button } from "@ruta/ui/components/button"

import { useFormSubmit } from "../shell/form-submit.ts"
import { NewPasswordFields } from "./new-password-fields.tsx"

/** A new password and its confirmation, checked by the spec's rules (section 5). */
export function NewPasswordForm({
  onSubmit,
  submitLabel,
}: {
  onSubmit: (password: string) => Promise<void>
  submitLabel: string
}) {
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
      <NewPasswordFields errors={errors} />
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  )
}
