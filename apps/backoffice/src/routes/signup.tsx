import { Trans } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { createFileRoute, useNavigate } from "@tanstack/react-router"
import { useState } from "react"

import { AuthLayout } from "../features/auth/auth-layout.tsx"
import { CheckEmail } from "../features/auth/check-email.tsx"
import { resendConfirmation } from "../features/auth/email-confirmation.ts"
import { SignUpForm } from "../features/auth/sign-up-form.tsx"
import { api, unwrap } from "../lib/api.ts"

export const Route = createFileRoute("/signup")({
  component: SignUpPage,
})

/** A company creates its account (spec section 7, POST sign-up), then confirms its email. */
function SignUpPage() {
  const navigate = useNavigate()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const toSignIn = () => void navigate({ to: "/login" })
  return (
    <AuthLayout>
      {sentTo ? (
        <CheckEmail
          email={sentTo}
          onResend={() => resendConfirmation(sentTo)}
          onBack={toSignIn}
        />
      ) : (
        <div className="grid gap-5">
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight">
              <Trans>Create your company's account</Trans>
            </h1>
            <p className="text-sm text-muted-foreground">
              <Trans>
                Your company, its main site and your user, ready to plan.
              </Trans>
            </p>
          </div>
          <SignUpForm
            onSubmit={async (body) => {
              await unwrap(api.POST("/users/sign-up", { body, skipAuth: true }))
              setSentTo(body.email)
            }}
          />
          <p className="text-center text-sm text-muted-foreground">
            <Trans>Already have an account?</Trans>{" "}
            <Button
              type="button"
              variant="link"
              className="h-auto px-0"
              onClick={toSignIn}
            >
              <Trans>Sign in</Trans>
            </Button>
          </p>
        </div>
      )}
    </AuthLayout>
  )
}
