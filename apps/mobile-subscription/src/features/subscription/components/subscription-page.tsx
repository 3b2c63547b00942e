import { Trans } from "@lingui/react/macro"
import { CostCalculator } from "@ruta/billing/components/cost-calculator"
import { Button } from "@ruta/ui/components/button"
import { EmptyState } from "@ruta/ui/components/empty-state"
import type { Calculator } from "@ruta/validation/subscription-calculator"
import { CircleCheckIcon } from "lucide-react"
import { useState } from "react"
import type { ReactNode } from "react"

import type {
  PaymentPlan,
  SetupIntent,
  SubscriptionInput,
  TokenData,
} from "../api/subscription.ts"
import { CardStep } from "./card-step.tsx"
import { MobilePlans } from "./mobile-plans.tsx"
import { FormError } from "./form-error.tsx"

/**
 * The subscription page of a working link: the client's name, the mobile plans to choose from,
 * the cost calculator, the card step, and Subscribe. After subscribing, the link is used up and
 * the page says so.
 */
export function SubscriptionPage({
  tokenData,
  plans,
  onCardStart,
  renderCardForm,
  onSubscribe,
}: {
  tokenData: TokenData
  plans: PaymentPlan[]
  onCardStart: () => Promise<SetupIntent>
  /** The card form for a SetupIntent (Stripe Elements in the app). */
  renderCardForm?: (setup: SetupIntent) => ReactNode
  onSubscribe: (input: SubscriptionInput) => Promise<void>
}) {
  const [planId, setPlanId] = useState<number | null>(
    plans.length === 1 ? plans[0]!.id_payment_plan : null
  )
  const [estimate, setEstimate] = useState<Calculator | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const plan = plans.find((p) => p.id_payment_plan === planId) ?? null
  const clientName = tokenData.clientName
  const planName = plan?.name ?? ""

  if (done)
    return (
      <EmptyState
        size="lg"
        icon={<CircleCheckIcon />}
        title={<Trans>You are subscribed</Trans>}
        description={
          <Trans>
            {clientName} is subscribed to {planName}. This link has now been
            used and no longer opens this page.
          </Trans>
        }
      />
    )

  async function submit() {
    if (!plan || !estimate) return
    setBusy(true)
    setFailure(null)
    try {
      await onSubscribe({ id_payment_plan: plan.id_payment_plan, ...estimate })
      setDone(true)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="grid gap-5">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">
          <Trans>Subscribe {clientName}</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Choose a mobile plan, estimate what a month costs, and subscribe.
          </Trans>
        </p>
      </header>
      <MobilePlans plans={plans} selected={planId} onSelect={setPlanId} />
      <CostCalculator plan={plan} onEstimate={setEstimate} />
      <CardStep onStart={onCardStart} renderCardForm={renderCardForm} />
      <FormError>{failure}</FormError>
      <Button
        size="lg"
        className="w-full"
        disabled={!plan || !estimate}
        loading={busy}
        onClick={() => void submit()}
      >
        <Trans>Subscribe</Trans>
      </Button>
      {(!plan || !estimate) && (
        <p className="-mt-3 text-center text-xs text-muted-foreground">
          <Trans>Choose a plan and fill in the calculator to subscribe.</Trans>
        </p>
      )}
    </div>
  )
}
