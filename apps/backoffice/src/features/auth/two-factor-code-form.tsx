import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { TextField } from "@ruta/ui/components/text-field"
import {
  recoveryCodeSchema,
  twoFactorCodeSchema,
} from "@ruta/validation/two-factor"
import { useState } from "react"
import { z } from "zod"

import { useFormSubmit } from "../shell/form-submit.ts"
import type { TwoFactorProof } from "./two-factor.ts"

const codeForm = z.object({ code: twoFactorCodeSchema })
const recoveryForm = z.object({ recoveryCode: recoveryCodeSchema })

/** A sign-in's second step: the app's code, or one of the recovery codes instead. */
export function TwoFactorCodeForm({
  onSubmit,
  onBack,
}: {
  /** Signs in with the proof; a refusal rejects with the message to show. */
  onSubmit: (proof: TwoFactorProof) => Promise<void>
  onBack: () => void
}) {
  const { t } = useLingui()
  const [recovery, setRecovery] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { errors, setErrors, busy, submit } = useFormSubmit<TwoFactorProof>(
    (_form, text) => {
      setFailure(null)
      return recovery
        ? recoveryForm.safeParse({ recoveryCode: text("recoveryCode") })
        : codeForm.safeParse({ code: text("code") })
    },
    async (proof) => {
      try {
        await onSubmit(proof)
      } catch (error) {
        setFailure((error as Error).message)
      }
    }
  )
  const switchTo = (next: boolean) => {
    setRecovery(next)
    setFailure(null)
    setErrors({})
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Two-factor sign-in</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          {recovery ? (
            <Trans>
              Enter one of the recovery codes you saved when you set up
              two-factor sign-in.
            </Trans>
          ) : (
            <Trans>Enter the 6-digit code your authenticator app shows.</Trans>
          )}
        </p>
      </div>
      {recovery ? (
        <TextField
          key="recoveryCode"
          name="recoveryCode"
          autoComplete="off"
          label={t`Recovery code`}
          error={errors.recoveryCode}
          required
        />
      ) : (
        <TextField
          key="code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          label={t`Authentication code`}
          error={errors.code}
          required
        />
      )}
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" loading={busy}>
        <Trans>Verify</Trans>
      </Button>
      <Button type="button" variant="link" onClick={() => switchTo(!recovery)}>
        {recovery ? (
          <Trans>Use a code from the app</Trans>
        ) : (
          <Trans>Use a recovery code</Trans>
        )}
      </Button>
      <Button type="button" variant="link" onClick={onBack}>
        <Trans>Back to sign in</Trans>
      </Button>
    </form>
  )
}
