import { Trans } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { useState } from "react"
import type { ReactNode } from "react"

import { FormDialog } from "../shell/form-dialog.tsx"
import { CodeField, useCodeSubmit } from "./code-field.tsx"
import { RecoveryCodesList } from "./recovery-codes-list.tsx"
import type { TwoFactorEnrolment as Enrolment } from "./two-factor.ts"
import { TwoFactorEnrolment } from "./two-factor-enrolment.tsx"

/** Asks for a current code of the app before a change (new recovery codes, turning off). */
function CodeDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  /** Rejects with the message to show when the code is refused. */
  onConfirm: (code: string) => Promise<void>
  onClose: () => void
}) {
  const { errors, busy, submit, failure } = useCodeSubmit(onConfirm)
  return (
    <FormDialog
      title={title}
      description={description}
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      submitLabel={confirmLabel}
    >
      <CodeField error={errors.code} />
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
    </FormDialog>
  )
}

type Mode = "idle" | "enrol" | "regenerate" | "turn-off" | "codes"

/**
 * The account page's two-factor sign-in: whether it is on; set it up (the same steps as at
 * sign-in), new recovery codes, or turn it off, each with a current code.
 */
export function TwoFactorSection({
  enabled,
  start,
  confirm,
  regenerate,
  turnOff,
  onChanged,
}: {
  enabled: boolean
  start: () => Promise<Enrolment>
  confirm: (code: string) => Promise<string[]>
  regenerate: (code: string) => Promise<string[]>
  turnOff: (code: string) => Promise<void>
  /** After it was turned on or off, to read the state again. */
  onChanged: () => void
}) {
  const [mode, setMode] = useState<Mode>("idle")
  const [codes, setCodes] = useState<string[]>([])
  const idle = () => setMode("idle")

  return (
    <section className="grid max-w-md gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 className="text-lg font-medium">
        <Trans>Two-factor sign-in</Trans>
      </h2>
      {mode === "enrol" ? (
        <TwoFactorEnrolment
          start={start}
          confirm={confirm}
          onDone={() => {
            idle()
            onChanged()
          }}
        />
      ) : mode === "codes" ? (
        <RecoveryCodesList codes={codes} onDone={idle} />
      ) : (
        <>
          <p className="text-sm" role="status">
            {enabled ? (
              <Trans>
                On: signing in asks for a code from your authenticator app.
              </Trans>
            ) : (
              <Trans>
                Off: set it up to be asked for a code from an authenticator app
                when you sign in.
              </Trans>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            {enabled ? (
              <>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setMode("regenerate")}
                >
                  <Trans>New recovery codes</Trans>
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setMode("turn-off")}
                >
                  <Trans>Turn off</Trans>
                </Button>
              </>
            ) : (
              <Button type="button" onClick={() => setMode("enrol")}>
                <Trans>Set up two-factor sign-in</Trans>
              </Button>
            )}
          </div>
        </>
      )}
      {mode === "regenerate" && (
        <CodeDialog
          title={<Trans>New recovery codes</Trans>}
          description={
            <Trans>
              Enter a code from your app. The recovery codes you have now stop
              working.
            </Trans>
          }
          confirmLabel={<Trans>Make new codes</Trans>}
          onClose={idle}
          onConfirm={async (code) => {
            setCodes(await regenerate(code))
            setMode("codes")
          }}
        />
      )}
      {mode === "turn-off" && (
        <CodeDialog
          title={<Trans>Turn off two-factor sign-in?</Trans>}
          description={
            <Trans>
              Enter a code from your app. Signing in will ask only for your
              password.
            </Trans>
          }
          confirmLabel={<Trans>Turn off</Trans>}
          onClose={idle}
          onConfirm={async (code) => {
            await turnOff(code)
            idle()
            onChanged()
          }}
        />
      )}
    </section>
  )
}
