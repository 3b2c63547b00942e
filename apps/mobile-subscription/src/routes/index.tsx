import { Trans } from "@lingui/react/macro"
import { Spinner } from "@ruta/ui/components/spinner"
import { useSuspenseQuery } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import type { ErrorComponentProps } from "@tanstack/react-router"
import { useCallback } from "react"
import { z } from "zod"

import {
  createSetupIntent,
  getMobilePlansQueryOptions,
  getTokenQueryOptions,
  makeDefaultCard,
  subscribe,
} from "../features/subscription/api/subscription.ts"
import type {
  SetupIntent,
  SubscriptionInput,
} from "../features/subscription/api/subscription.ts"
import { CardForm } from "../features/subscription/components/card-form.tsx"
import { SubscriptionPage } from "../features/subscription/components/subscription-page.tsx"
import { TokenFailure } from "../features/subscription/components/token-failure.tsx"
import { ApiError } from "../lib/api.ts"

const searchSchema = z.object({ token: z.string().catch("") })

export const Route = createFileRoute("/")({
  validateSearch: searchSchema,
  loaderDeps: ({ search: { token } }) => ({ token }),
  loader: ({ context: { queryClient }, deps: { token } }) =>
    Promise.all([
      queryClient.ensureQueryData(getTokenQueryOptions(token)),
      queryClient.ensureQueryData(getMobilePlansQueryOptions()),
    ]),
  pendingComponent: Validating,
  errorComponent: LinkFailed,
  component: Subscription,
})

function Subscription() {
  const { token } = Route.useSearch()
  const { data: tokenData } = useSuspenseQuery(getTokenQueryOptions(token))
  const { data: plans } = useSuspenseQuery(getMobilePlansQueryOptions())
  const onCardStart = useCallback(() => createSetupIntent(token), [token])
  const renderCardForm = useCallback(
    (setup: SetupIntent) =>
      setup.publishableKey ? (
        <CardForm
          publishableKey={setup.publishableKey}
          clientSecret={setup.clientSecret}
          onSaved={(id) => makeDefaultCard(token, id)}
        />
      ) : null,
    [token]
  )
  const onSubscribe = useCallback(
    (input: SubscriptionInput) => subscribe(token, input),
    [token]
  )
  return (
    <SubscriptionPage
      tokenData={tokenData}
      plans={plans}
      onCardStart={onCardStart}
      renderCardForm={renderCardForm}
      onSubscribe={onSubscribe}
    />
  )
}

function Validating() {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 py-16 text-muted-foreground"
    >
      <Spinner /> <Trans>Checking your subscription link…</Trans>
    </p>
  )
}

function LinkFailed({ error }: ErrorComponentProps) {
  const failure =
    error instanceof ApiError
      ? error.failure
      : { statusCode: 0, message: String(error) }
  return <TokenFailure failure={failure} />
}
