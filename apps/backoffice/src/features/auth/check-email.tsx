import { Trans } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { MailCheck } from "lucide-react"

import { ResendConfirmation } from "./resend-confirmation.tsx"

/** After a sign-up: where the confirmation link went, and a way to have it sent again. */
export function CheckEmail({
  email,
  onResend,
  onBack,
}: {
  email: string
  /** Asks for a new link; resolves to the server's message. */
  onResend: () => Promise<string>
  onBack: () => void
}) {
  return (
    <div className="grid gap-5">
      <MailCheck aria-hidden className="size-10 text-primary" />
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Check your email</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>
            We sent a link to{" "}
            <strong className="text-foreground">{email}</strong>. Open it to
            confirm your address, then sign in.
          </Trans>
        </p>
      </div>
      <ResendConfirmation onResend={onResend} />
      <Button type="button" variant="link" onClick={onBack}>
        <Trans>Back to sign in</Trans>
      </Button>
    </div>
  )
}
