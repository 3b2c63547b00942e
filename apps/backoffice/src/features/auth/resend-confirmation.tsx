import { Trans } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { useState } from "react"

/**
 * "Send the link again" for an email that waits for its confirmation; shows the server's answer,
 * which is the same whether or not a mail left.
 */
export function ResendConfirmation({
  onResend,
}: {
  /** Asks for a new link; resolves to the server's message. */
  onResend: () => Promise<string>
}) {
  const [answer, setAnswer] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function resend() {
    setBusy(true)
    try {
      setAnswer(await onResend())
    } catch (error) {
      setAnswer((error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" loading={busy} onClick={resend}>
        <Trans>Send the link again</Trans>
      </Button>
      {answer && (
        <p role="status" className="text-sm text-muted-foreground">
          {answer}
        </p>
      )}
    </div>
  )
}
