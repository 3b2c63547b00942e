import { Trans } from "@lingui/react/macro"
import { Spinner } from "@ruta/ui/components/spinner"
import { CreditCardIcon } from "lucide-react"
import { useEffect, useState } from "react"
import type { ReactNode } from "react"

import { ApiError } from "../../../lib/api.ts"
import type { ApiFailure } from "../../../lib/api.ts"
import type { SetupIntent } from "../api/subscription.ts"

type CardState =
  | { kind: "loading" }
  | { kind: "ready"; setup: SetupIntent }
  | { kind: "unavailable"; failure: ApiFailure }

/**
 * The card step: asks the API for a SetupIntent (`onStart`). Without Stripe keys the API answers
 * 501 NOT_CONFIGURED and the step shows its message ('Card payments are not configured.') in
 * place of the card form; any other refusal is shown the same way. With keys, `renderCardForm`
 * draws the card form for the SetupIntent.
 */
export function CardStep({
  onStart,
  renderCardForm,
}: {
  onStart: () => Promise<SetupIntent>
  renderCardForm?: ((setup: SetupIntent) => ReactNode) | undefined
}) {
  const [state, setState] = useState<CardState>({ kind: "loading" })
  useEffect(() => {
    let current = true
    onStart().then(
      (setup) => current && setState({ kind: "ready", setup }),
      (error: unknown) =>
        current &&
        setState({
          kind: "unavailable",
          failure:
            error instanceof ApiError
              ? error.failure
              : { statusCode: 0, message: String(error) },
        })
    )
    return () => {
      current = false
    }
  }, [onStart])

  return (
    <section className="grid gap-3 rounded-lg border bg-card p-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CreditCardIcon className="size-5" aria-hidden />
        <Trans>Payment card</Trans>
      </h2>
      {state.kind === "loading" && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> <Trans>Preparing the card form…</Trans>
        </p>
      )}
      {state.kind === "unavailable" && (
        <p
          role="status"
          className="rounded-md bg-muted p-3 text-sm text-muted-foreground"
        >
          {state.failure.message}
        </p>
      )}
      {state.kind === "ready" &&
        (renderCardForm?.(state.setup) ?? (
          <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
            <Trans>
              Cards are added by your provider for now: ask them to add yours.
            </Trans>
          </p>
        ))}
    </section>
  )
}
