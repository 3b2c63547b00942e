import { LoadingOverlay } from "@ruta/ui/components/loading-overlay"
import { useLingui } from "@lingui/react/macro"
import { createFileRoute, redirect } from "@tanstack/react-router"
import { z } from "zod"

import { afterFirstFactor } from "../features/auth/sign-in.ts"
import { holdChallenge } from "../features/auth/two-factor.ts"
import { api, unwrap } from "../lib/api.ts"

// Where Google's sign-in comes back with an authorization code.
export const Route = createFileRoute("/authenticate")({
  validateSearch: z.object({ code: z.string().optional() }),
  loaderDeps: ({ search: { code } }) => ({ code }),
  loader: async ({ deps: { code } }) => {
    if (!code) throw redirect({ to: "/login" })
    try {
      const { data } = await unwrap(
        api.POST("/auth/google/callback", { body: { code }, skipAuth: true })
      )
      const outcome = await afterFirstFactor(data)
      // The sign-in page asks for the two-factor step.
      if (outcome.kind === "two-factor") holdChallenge(outcome.challenge)
      if (outcome.kind === "landing") throw redirect({ to: outcome.to })
      if (outcome.kind === "reset-password")
        throw redirect({ to: "/resetpassword" })
    } catch (error) {
      if (error instanceof Error)
        console.error("Google sign-in failed:", error.message)
      else throw error
    }
    throw redirect({ to: "/login" })
  },
  pendingComponent: Pending,
  component: Pending,
})

function Pending() {
  const { t } = useLingui()
  return <LoadingOverlay label={t`Signing you in…`} />
}
