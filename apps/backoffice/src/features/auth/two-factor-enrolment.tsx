import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Spinner } from "@ruta/ui/components/spinner"
import { useEffect, useRef, useState } from "react"

import { CodeField, useCodeSubmit } from "./code-field.tsx"
import { RecoveryCodesList } from "./recovery-codes-list.tsx"
import type { TwoFactorEnrolment as Enrolment } from "./two-factor.ts"

/** The key as an app's "enter a setup key" screen shows it: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ")

/**
 * Enrols an authenticator app: the QR code to scan (or the key to type), the app's first code to
 * confirm it, then the recovery codes, shown once.
 */
export function TwoFactorEnrolment({
  start,
  confirm,
  onDone,
}: {
  /** Makes the secret (asked once, when shown). */
  start: () => Promise<Enrolment>
  /** Turns two-factor sign-in on with a code; answers the recovery codes. */
  confirm: (code: string) => Promise<string[]>
  /** After the recovery codes are saved. */
  onDone: () => void
}) {
  const { t } = useLingui()
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const { errors, busy, submit, failure, setFailure } = useCodeSubmit(
    async (code) => setCodes(await confirm(code))
  )
  // One secret per enrolment shown: a second start would replace the one on screen.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    start().then(setEnrolment, (error: Error) => setFailure(error.message))
  }, [start, setFailure])

  if (codes) return <RecoveryCodesList codes={codes} onDone={onDone} />
  const alert = failure && (
    <p role="alert" className="text-sm font-medium text-destructive">
      {failure}
    </p>
  )
  if (!enrolment)
    return (
      alert || (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner />
          <Trans>Preparing…</Trans>
        </p>
      )
    )
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <ol className="grid list-decimal gap-4 pl-5 text-sm">
        <li className="grid gap-3">
          <span>
            <Trans>
              Scan this QR code with an authenticator app (such as Google
              Authenticator, Microsoft Authenticator or 1Password).
            </Trans>
          </span>
          <img
            src={enrolment.qrCode}
            alt={t`QR code to scan with your authenticator app`}
            className="size-44 rounded-md border bg-white p-1"
          />
          <span className="text-muted-foreground">
            <Trans>Or type this key in the app:</Trans>{" "}
            <code
              aria-label={t`Setup key`}
              className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground"
            >
              {grouped(enrolment.secret)}
            </code>
          </span>
        </li>
        <li>
          <Trans>Enter the 6-digit code the app shows for Ruta.</Trans>
        </li>
      </ol>
      <CodeField error={errors.code} />
      {alert}
      <Button type="submit" loading={busy}>
        <Trans>Turn on two-factor sign-in</Trans>
      </Button>
    </form>
  )
}
