import { Trans } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { useRef } from "react"

import { TwoFactorCodeForm } from "./two-factor-code-form.tsx"
import {
  confirmEnrolment,
  signInWithCode,
  startEnrolment,
} from "./two-factor.ts"
import type { TwoFactorChallenge } from "./two-factor.ts"
import { TwoFactorEnrolment } from "./two-factor-enrolment.tsx"

/**
 * The sign-in page's second step: a code (or a recovery code), or, for an administrator who must
 * use two-factor sign-in, enrolling an authenticator before the session starts.
 */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onBack,
  calls = { signInWithCode, startEnrolment, confirmEnrolment },
}: {
  challenge: TwoFactorChallenge
  /** Takes the session's access token; rejects with the message to show. */
  onSignedIn: (accessToken: string) => Promise<void>
  onBack: () => void
  /** The API calls (stories give stand-ins). */
  calls?: {
    signInWithCode: typeof signInWithCode
    startEnrolment: typeof startEnrolment
    confirmEnrolment: typeof confirmEnrolment
  }
}) {
  const token = challenge.twoFactorToken
  const session = useRef<string | null>(null)
  if (challenge.twoFactor === "code")
    return (
      <TwoFactorCodeForm
        onSubmit={async (proof) =>
          onSignedIn(await calls.signInWithCode(token, proof))
        }
        onBack={onBack}
      />
    )
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Set up two-factor sign-in</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Administrators sign in with their password and a code from an
            authenticator app on their phone.
          </Trans>
        </p>
      </div>
      <TwoFactorEnrolment
        start={() => calls.startEnrolment(token)}
        confirm={async (code) => {
          const confirmed = await calls.confirmEnrolment(code, token)
          session.current = confirmed.accessToken ?? null
          return confirmed.recoveryCodes
        }}
        onDone={() => void onSignedIn(session.current ?? "")}
      />
      <Button type="button" variant="link" onClick={onBack}>
        <Trans>Back to sign in</Trans>
      </Button>
    </div>
  )
}
