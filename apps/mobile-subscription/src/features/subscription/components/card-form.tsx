import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  CardElement,
  Elements,
  useElements,
  useStripe,
} from "@stripe/react-stripe-js"
import { loadStripe } from "@stripe/stripe-js/pure"
import { useMemo, useState } from "react"
import type { FormEvent } from "react"
import { FormError } from "./form-error.tsx"

/**
 * The card form of Stripe Elements for a SetupIntent: the number goes to Stripe only; once
 * Stripe has saved the card, `onSaved` gets its payment method (to make it the default one).
 */
export function CardForm({
  publishableKey,
  clientSecret,
  onSaved,
}: {
  /** The key Stripe.js is loaded with (from Stripe's own address); null: not loaded. */
  publishableKey: string | null
  clientSecret: string
  onSaved: (paymentMethod: string) => Promise<void>
}) {
  // Stripe.js is fetched only here, where a card is added (the pure entry loads nothing on
  // import), and once for the form's life: Elements must keep the same instance.
  const stripe = useMemo(
    () => (publishableKey ? loadStripe(publishableKey) : null),
    [publishableKey]
  )
  return (
    <Elements stripe={stripe}>
      <CardFields clientSecret={clientSecret} onSaved={onSaved} />
    </Elements>
  )
}

function CardFields({
  clientSecret,
  onSaved,
}: {
  clientSecret: string
  onSaved: (paymentMethod: string) => Promise<void>
}) {
  const { t } = useLingui()
  const stripe = useStripe()
  const elements = useElements()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)

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
      const method = setupIntent?.payment_method
      if (error || !method) {
        setFailure(error?.message ?? t`The card could not be saved.`)
        return
      }
      await onSaved(typeof method === "string" ? method : method.id)
      setSaved(true)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  if (saved)
    return (
      <p role="status" className="text-sm font-medium text-success">
        <Trans>Your card is saved. Subscriptions charge it.</Trans>
      </p>
    )
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3"
      aria-label={t`Add a card`}
    >
      <div className="rounded-md border border-input bg-background px-3 py-3 shadow-xs">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <FormError>{failure}</FormError>
      <Button
        type="submit"
        variant="outline"
        className="w-full"
        loading={busy}
        disabled={!stripe}
      >
        <Trans>Save the card</Trans>
      </Button>
    </form>
  )
}
