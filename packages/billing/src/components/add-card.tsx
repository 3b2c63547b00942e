import { useState } from "react"
import type { FormEvent } from "react"
import { Trans, useLingui } from "@lingui/react/macro"
import {
  CardElement,
  Elements,
  useElements,
  useStripe,
} from "@stripe/react-stripe-js"
import type { Stripe } from "@stripe/stripe-js"
import { Button } from "@ruta/ui/components/button"

/**
 * Adds a card through a SetupIntent with Stripe Elements: the card's number never reaches our
 * server, and Stripe's refusal (a declined card) is shown as Stripe words it.
 *
 * @param stripe - Stripe.js (see `stripeFor`); null or pending: the card cannot be saved yet
 * @param clientSecret - the SetupIntent's client secret, from the API
 * @param onAdded - called with the saved card's payment method id; if it fails, its message is shown
 * @param onCancel - when given, a Cancel button calls it
 */
export function AddCard({
  stripe,
  clientSecret,
  onAdded,
  onCancel,
}: {
  stripe: Promise<Stripe | null> | Stripe | null
  clientSecret: string
  onAdded: (paymentMethod: string) => void | Promise<void>
  onCancel?: () => void
}) {
  return (
    <Elements stripe={stripe}>
      <CardForm
        clientSecret={clientSecret}
        onAdded={onAdded}
        onCancel={onCancel}
      />
    </Elements>
  )
}

function CardForm({
  clientSecret,
  onAdded,
  onCancel,
}: {
  clientSecret: string
  onAdded: (paymentMethod: string) => void | Promise<void>
  onCancel: (() => void) | undefined
}) {
  const { t } = useLingui()
  const stripe = useStripe()
  const elements = useElements()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const card = elements?.getElement(CardElement)
    if (!stripe || !card) return
    setBusy(true)
    setFailure(null)
    try {
      const { error, setupIntent } = await stripe.confirmCardSetup(
        clientSecret,
        { payment_method: { card } }
      )
      const saved = setupIntent?.payment_method
      if (error || !saved)
        setFailure(error?.message ?? t`The card could not be added.`)
      else await onAdded(typeof saved === "string" ? saved : saved.id)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-4"
      aria-label={t`Add a card`}
    >
      <div className="rounded-md border border-input bg-card px-3 py-2.5 shadow-xs">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      {failure && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
        >
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" loading={busy} disabled={!stripe}>
          <Trans>Save the card</Trans>
        </Button>
      </div>
    </form>
  )
}
