import { useLingui } from "@lingui/react/macro"
import { TextField } from "@ruta/ui/components/text-field"

/** A new password and its confirmation, with the spec's rules as the hint (section 5). */
export function NewPasswordFields({
  errors,
  labels,
}: {
  errors: Partial<Record<"password" | "confirmPassword", string>>
  /** The fields' labels, "New password" and "Confirm the new password" by default. */
  labels?: { password: string; confirmPassword: string }
}) {
  const { t } = useLingui()
  return (
    <>
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={labels?.password ?? t`New password`}
        description={t`At least 8 characters, with an uppercase letter, a number and a special character.`}
        error={errors.password}
        required
      />
      <TextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={labels?.confirmPassword ?? t`Confirm the new password`}
        error={errors.confirmPassword}
        required
      />
    </>
  )
}
