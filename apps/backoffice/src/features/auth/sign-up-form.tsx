import { Trans, useLingui } from "@lingui/react/macro"
import type { SignUp } from "@ruta/validation/auth"
import { signUpFormSchema } from "@ruta/validation/auth"
import { Button } from "@ruta/ui/components/button"
import { TextField } from "@ruta/ui/components/text-field"
import { useState } from "react"

import type { ApiFailure } from "../../lib/api.ts"
import { useFormSubmit } from "../shell/form-submit.ts"
import { FormAlert } from "./form-alert.tsx"
import { NewPasswordFields } from "./new-password-fields.tsx"

/**
 * A company's sign-up: its name, the person's name, email and a password under the new-password
 * rules. The server's refusals land on their fields (an email already in use on the email); any
 * other failure shows above the button. Nothing typed is lost.
 */
export function SignUpForm({
  onSubmit,
}: {
  onSubmit: (values: SignUp) => Promise<void>
}) {
  const { t } = useLingui()
  const [failure, setFailure] = useState<string | null>(null)
  // The server's refusals of fields that passed the form's own rules.
  const [refusals, setRefusals] = useState<Record<string, string>>({})
  const {
    errors: invalid,
    busy,
    submit,
  } = useFormSubmit(
    (form, text) => {
      setFailure(null)
      setRefusals({})
      return signUpFormSchema.safeParse({
        company: text("company"),
        name: text("name"),
        email: text("email"),
        password: String(form.get("password") ?? ""),
        confirmPassword: String(form.get("confirmPassword") ?? ""),
      })
    },
    async ({ company, name, email, password }) => {
      try {
        await onSubmit({ company, name, email, password })
      } catch (error) {
        const refused = error as Error & ApiFailure
        if (refused.details?.length) {
          setRefusals(
            Object.fromEntries(refused.details.map((d) => [d.field, d.message]))
          )
        } else if (refused.statusCode === 409) {
          setRefusals({ email: refused.message })
        } else {
          setFailure(refused.message)
        }
      }
    }
  )

  const errors = { ...refusals, ...invalid }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        name="company"
        autoComplete="organization"
        label={t`Company name`}
        error={errors.company}
        required
      />
      <TextField
        name="name"
        autoComplete="name"
        label={t`Your name`}
        error={errors.name}
        required
      />
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t`Work email`}
        description={t`We will send a link to it to confirm it.`}
        error={errors.email}
        required
      />
      <NewPasswordFields
        errors={errors}
        labels={{
          password: t`Password`,
          confirmPassword: t`Confirm the password`,
        }}
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <Button type="submit" loading={busy}>
        <Trans>Create the account</Trans>
      </Button>
    </form>
  )
}
