import { useLingui } from "@lingui/react/macro"
import { useToast } from "@ruta/ui/components/toast"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useNavigate } from "@tanstack/react-router"
import { stripeFor } from "@ruta/billing/stripe-loader"

import { clearSession } from "../../../lib/session.ts"
import { useServerOutcome } from "../../../lib/use-server-mutation.ts"
import { ListScreenHeader } from "../../shell/list-screen-header.tsx"
import { getPaymentPlansQueryOptions } from "../api/payment-plans.ts"
import {
  getPaymentMethodsQueryOptions,
  getSubscriptionQueryOptions,
  makeDefaultCard,
  paymentMethodsKey,
  removeCard,
  saveSubscription,
  startCardSetup,
} from "../api/subscription.ts"
import { SubscriptionView } from "./subscription-view.tsx"

/**
 * A client's subscription screen: its plan and this month's bill, the plans with the cost
 * calculator, and its cards. Saving a subscription ends the session (spec section 4): the
 * server's message shows, and the user signs in again.
 */
export function SubscriptionScreen() {
  const { t } = useLingui()
  const { toast } = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const outcome = useServerOutcome(paymentMethodsKey)
  const overview = useQuery(getSubscriptionQueryOptions())
  const plans = useQuery(getPaymentPlansQueryOptions())
  const configured = overview.data?.configured ?? false
  const methods = useQuery({
    ...getPaymentMethodsQueryOptions(),
    enabled: configured,
  })
  const publishableKey = overview.data?.publishableKey ?? null

  return (
    <section className="grid gap-4">
      <ListScreenHeader title={t`Subscription`} />
      {overview.data && plans.data && (
        <SubscriptionView
          overview={overview.data}
          plans={plans.data.filter((plan) => !plan.isMobile)}
          methods={methods.data ?? []}
          stripe={publishableKey ? stripeFor(publishableKey) : null}
          onStartSetup={async () => (await startCardSetup()).clientSecret}
          onCardAdded={async (paymentMethod) => {
            // The first card is the one subscriptions charge.
            const hasDefault = (methods.data ?? []).some((m) => m.isDefault)
            if (!hasDefault) await makeDefaultCard(paymentMethod)
            await queryClient.invalidateQueries({ queryKey: paymentMethodsKey })
          }}
          onMakeDefault={(method) =>
            void outcome.settle(() => makeDefaultCard(method.id))
          }
          onRemove={(method) =>
            void outcome.settle(() => removeCard(method.id))
          }
          onSubscribe={async (choice, attempt) => {
            try {
              const { message } = await saveSubscription(
                choice,
                overview.data?.subscription !== null,
                attempt
              )
              toast({ title: message, severity: "success" })
              clearSession()
              await navigate({ to: "/login" })
            } catch (error) {
              toast({ title: (error as Error).message, severity: "error" })
            }
          }}
        />
      )}
    </section>
  )
}
