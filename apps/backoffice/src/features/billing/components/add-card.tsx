import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  CardElement,
  Elements,
  useElements,
  useStripe,
} from "@stripe/react-stripe-js"
import type { Stripe } from "@stripe/stripe-js"
import { useState } from "react"
import type { FormEvent } from "react"

import { FormAlert } from "../../auth/form-alert.tsx"

/**
 * Adds a card through a SetupIntent with Stripe Elements: the card's number never reaches our
 * server, and Stripe's refusal (a declined card) is shown as Stripe words it.
 */
export function AddCard({
  stripe,
  clientSecret,
  onAdded,
  onCancel,
}: {
  stripe: Promise<Stripe | null> | Stripe | null
  /** The SetupIntent's client secret, from POST /payment-plans/setup-intent. */
  clientSecret: string
  /** Called with the saved card's payment method id. */
  onAdded: (paymentMethod: string) => void
  onCancel: () => void
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
  onAdded: (paymentMethod: string) => void
  onCancel: () => void
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
      else onAdded(typeof saved === "string" ? saved : saved.id)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={t`Add a card`}>
      <div className="rounded-md border border-input bg-card px-3 py-2.5 shadow-xs">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={busy} disabled={!stripe}>
          <Trans>Save the card</Trans>
        </Button>
      </div>
    </form>
  )
}
