import { Trans } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Spinner } from "@ruta/ui/components/spinner"
import { useQuery } from "@tanstack/react-query"
import { createFileRoute, useNavigate } from "@tanstack/react-router"
import { z } from "zod"

import { AuthLayout } from "../features/auth/auth-layout.tsx"
import { confirmEmail } from "../features/auth/email-confirmation.ts"
import { FormAlert } from "../features/auth/form-alert.tsx"

export const Route = createFileRoute("/verify-email")({
  validateSearch: z.object({ token: z.string().catch("") }),
  component: VerifyEmailPage,
})

/** Opened from the sign-up's mailed link: confirms the email, then leads to the sign-in. */
function VerifyEmailPage() {
  const { token } = Route.useSearch()
  const navigate = useNavigate()
  // A query, not an effect: the link's token works once, and a query is asked once.
  const confirmation = useQuery({
    queryKey: ["verify-email", token],
    queryFn: () => confirmEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  })
  return (
    <AuthLayout>
      <div className="grid gap-5">
        <h1 className="text-2xl font-semibold tracking-tight">
          {confirmation.isError ? (
            <Trans>This link does not work</Trans>
          ) : (
            <Trans>Confirm your email</Trans>
          )}
        </h1>
        {confirmation.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm">
            <Spinner /> <Trans>Confirming your email…</Trans>
          </p>
        )}
        {confirmation.isSuccess && (
          <p role="status" className="text-sm">
            {confirmation.data}
          </p>
        )}
        {confirmation.isError && (
          <FormAlert>{confirmation.error.message}</FormAlert>
        )}
        <Button
          type="button"
          variant={confirmation.isSuccess ? "default" : "outline"}
          onClick={() => void navigate({ to: "/login" })}
        >
          {confirmation.isSuccess ? (
            <Trans>Sign in</Trans>
          ) : (
            <Trans>Back to sign in</Trans>
          )}
        </Button>
      </div>
    </AuthLayout>
  )
}
