import { useMemo, useState } from "react"
import { Trans } from "@lingui/react/macro"
import { AddCard } from "@ruta/billing/components/add-card"
import { stripeFor } from "@ruta/billing/stripe-loader"

/**
 * The page's card step: the shared Stripe Elements card form for a SetupIntent, then, once
 * `onSaved` has made the saved card the default one, a line saying so.
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
    () => (publishableKey ? stripeFor(publishableKey) : null),
    [publishableKey]
  )
  const [saved, setSaved] = useState(false)
  if (saved)
    return (
      <p role="status" className="text-sm font-medium text-success">
        <Trans>Your card is saved. Subscriptions charge it.</Trans>
      </p>
    )
  return (
    <AddCard
      stripe={stripe}
      clientSecret={clientSecret}
      onAdded={async (paymentMethod) => {
        await onSaved(paymentMethod)
        setSaved(true)
      }}
    />
  )
}
