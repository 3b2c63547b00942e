import { useLingui } from "@lingui/react/macro"
import { TextField } from "@ruta/ui/components/text-field"
import { twoFactorCodeSchema } from "@ruta/validation/two-factor"
import { useState } from "react"
import { z } from "zod"

import { useFormSubmit } from "../shell/form-submit.ts"

const codeForm = z.object({ code: twoFactorCodeSchema })

/**
 * A form that sends a code of the authenticator app: `submit` checks the field `code`, then calls
 * `onCode`; what it rejects with is `failure`, the message to show (cleared on the next try).
 */
export function useCodeSubmit(onCode: (code: string) => Promise<void>) {
  const [failure, setFailure] = useState<string | null>(null)
  const form = useFormSubmit(
    (_form, text) => {
      setFailure(null)
      return codeForm.safeParse({ code: text("code") })
    },
    async ({ code }) => {
      try {
        await onCode(code)
      } catch (error) {
        setFailure((error as Error).message)
      }
    }
  )
  return { ...form, failure, setFailure }
}

/** The field for a code of the authenticator app (`code`), as phones fill one in. */
export function CodeField({ error }: { error: string | undefined }) {
  const { t } = useLingui()
  return (
    <TextField
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      label={t`Code from the app`}
      error={error}
      required
    />
  )
}
