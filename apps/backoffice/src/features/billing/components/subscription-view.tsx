import { Trans, useLingui } from "@lingui/react/macro"
import type { Calculator } from "@ruta/validation/subscription-calculator"
import { Button } from "@ruta/ui/components/button"
import { ConfirmDialog } from "@ruta/ui/components/confirm-dialog"
import type { Stripe } from "@stripe/stripe-js"
import { useState } from "react"
import { AddCard } from "@ruta/billing/components/add-card"
import { CostCalculator } from "@ruta/billing/components/cost-calculator"

import type { PaymentPlanRow } from "../api/payment-plans.ts"
import type {
  PaymentMethod,
  SubscriptionOverview,
} from "../api/subscription.ts"
import { PaymentMethodsList } from "./payment-methods-list.tsx"
import { PlanCards } from "./plan-cards.tsx"
import { UsageMeter } from "./usage-meter.tsx"

/** What a subscription is made of: the plan and the calculator's estimate. */
export interface SubscriptionChoice extends Calculator {
  id_payment_plan: number
}

/**
 * The subscription screen (spec section 2): the current plan with this month's optimized
 * addresses and bill, the plans to choose with the cost calculator, and the cards. Subscribing or
 * changing plan closes the session (spec section 4), which the confirmation says first.
 */
export function SubscriptionView({
  overview,
  plans,
  methods,
  stripe,
  onSubscribe,
  onStartSetup,
  onCardAdded,
  onMakeDefault,
  onRemove,
}: {
  overview: SubscriptionOverview
  plans: PaymentPlanRow[]
  methods: PaymentMethod[]
  /** Stripe.js, once card payments are configured. */
  stripe: Promise<Stripe | null> | Stripe | null
  /**
   * Saves the subscription; `attempt` is one id per confirmed attempt, sent as the request id so
   * that a click repeated while it saves subscribes once.
   */
  onSubscribe: (choice: SubscriptionChoice, attempt: string) => Promise<void>
  /** Starts a SetupIntent; resolves to its client secret. */
  onStartSetup: () => Promise<string>
  /** A card was saved: its payment method id. */
  onCardAdded: (paymentMethod: string) => void
  onMakeDefault: (method: PaymentMethod) => void
  onRemove: (method: PaymentMethod) => void
}) {
  const { t } = useLingui()
  const current = overview.subscription?.id_payment_plan ?? null
  const [chosen, setChosen] = useState<PaymentPlanRow | null>(
    overview.plan ?? null
  )
  const [estimate, setEstimate] = useState<Calculator | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [attempt, setAttempt] = useState<string | null>(null)
  const [setup, setSetup] = useState<string | null>(null)
  const hasCard = methods.some((method) => method.isDefault)
  const canSubscribe =
    overview.configured &&
    hasCard &&
    chosen !== null &&
    estimate !== null &&
    chosen.id_payment_plan !== current

  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-labelledby="current-plan">
        <h2 id="current-plan" className="text-lg font-semibold">
          <Trans>Your plan</Trans>
        </h2>
        {overview.plan && overview.invoice ? (
          <UsageMeter
            period={overview.usage.period}
            plan={overview.plan}
            invoice={overview.invoice}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>You have no subscription yet: choose a plan below.</Trans>
          </p>
        )}
      </section>

      <section className="grid gap-3" aria-labelledby="choose-plan">
        <h2 id="choose-plan" className="text-lg font-semibold">
          <Trans>Plans</Trans>
        </h2>
        <PlanCards
          plans={plans}
          chosen={chosen?.id_payment_plan ?? null}
          onChoose={setChosen}
        />
        <CostCalculator
          plan={chosen}
          onEstimate={(calculator) => calculator && setEstimate(calculator)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            disabled={!canSubscribe}
            onClick={() => {
              setAttempt(null)
              setConfirming(true)
            }}
          >
            {current === null ? (
              <Trans>Subscribe</Trans>
            ) : (
              <Trans>Change plan</Trans>
            )}
          </Button>
          {overview.configured && !hasCard && (
            <p className="text-sm text-muted-foreground">
              <Trans>Add a card to subscribe.</Trans>
            </p>
          )}
        </div>
      </section>

      <section className="grid gap-3" aria-labelledby="cards">
        <h2 id="cards" className="text-lg font-semibold">
          <Trans>Payment methods</Trans>
        </h2>
        {!overview.configured ? (
          <p role="status" className="text-sm text-muted-foreground">
            <Trans>Card payments are not configured.</Trans>
          </p>
        ) : (
          <>
            <PaymentMethodsList
              methods={methods}
              onMakeDefault={onMakeDefault}
              onRemove={onRemove}
            />
            {setup ? (
              <AddCard
                stripe={stripe}
                clientSecret={setup}
                onAdded={(paymentMethod) => {
                  setSetup(null)
                  onCardAdded(paymentMethod)
                }}
                onCancel={() => setSetup(null)}
              />
            ) : (
              <Button
                variant="outline"
                className="justify-self-start"
                onClick={async () => setSetup(await onStartSetup())}
              >
                <Trans>Add a card</Trans>
              </Button>
            )}
          </>
        )}
      </section>

      {chosen && estimate && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t`Subscribe to ${chosen.name}?`}
          description={t`Your session closes when the subscription is saved: you will sign in again.`}
          confirmLabel={current === null ? t`Subscribe` : t`Change plan`}
          cancelLabel={t`Cancel`}
          pending={attempt !== null}
          onConfirm={async () => {
            if (attempt !== null) return
            const id = crypto.randomUUID()
            setAttempt(id)
            try {
              await onSubscribe(
                { ...estimate, id_payment_plan: chosen.id_payment_plan },
                id
              )
            } finally {
              setAttempt(null)
            }
          }}
        />
      )}
    </div>
  )
}
