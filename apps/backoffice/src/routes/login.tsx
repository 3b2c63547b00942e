import { Trans, useLingui } from "@lingui/react/macro"
import { loginSchema, recoveryPasswordSchema } from "@ruta/validation/auth"
import { Button } from "@ruta/ui/components/button"
import { TextField } from "@ruta/ui/components/text-field"
import { useToast } from "@ruta/ui/components/toast"
import { createFileRoute, useNavigate } from "@tanstack/react-router"
import { useState } from "react"

import { AuthLayout } from "../features/auth/auth-layout.tsx"
import { useFollowSignIn } from "../features/auth/follow-sign-in.ts"
import { takeChallenge } from "../features/auth/two-factor.ts"
import type { TwoFactorChallenge } from "../features/auth/two-factor.ts"
import { TwoFactorStep } from "../features/auth/two-factor-step.tsx"
import { resendConfirmation } from "../features/auth/email-confirmation.ts"
import { FormAlert } from "../features/auth/form-alert.tsx"
import { ResendConfirmation } from "../features/auth/resend-confirmation.tsx"
import { useFormSubmit } from "../features/shell/form-submit.ts"
import { completeSignIn, signIn } from "../features/auth/sign-in.ts"
import { api, unwrap } from "../lib/api.ts"
import type { ApiFailure } from "../lib/api.ts"

export const Route = createFileRoute("/login")({
  component: LoginPage,
})

function LoginPage() {
  const [mode, setMode] = useState<"sign-in" | "recovery">("sign-in")
  // The second step of a sign-in (two-factor), after the password or Google's.
  const [challenge, setChallenge] = useState(takeChallenge)
  const follow = useFollowSignIn()
  return (
    <AuthLayout>
      {challenge ? (
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={async (token) => follow(await completeSignIn(token))}
          onBack={() => setChallenge(null)}
        />
      ) : mode === "sign-in" ? (
        <SignInForm
          onForgot={() => setMode("recovery")}
          onTwoFactor={setChallenge}
        />
      ) : (
        <RecoveryForm onBack={() => setMode("sign-in")} />
      )}
    </AuthLayout>
  )
}

function SignInForm({
  onForgot,
  onTwoFactor,
}: {
  onForgot: () => void
  onTwoFactor: (challenge: TwoFactorChallenge) => void
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)
  // An account whose email still waits for its confirmation link.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null)
  const { errors, busy, submit } = useFormSubmit(
    (form, text) => {
      setFailure(null)
      setUnconfirmed(null)
      return loginSchema.safeParse({
        email: text("email"),
        password: String(form.get("password") ?? ""),
      })
    },
    async ({ email, password }) => {
      try {
        const outcome = await signIn(email, password)
        if (outcome.kind === "maintainer") {
          setFailure(t`Maintainer accounts have no access to the back office.`)
        } else if (outcome.kind === "two-factor") {
          onTwoFactor(outcome.challenge)
        } else if (outcome.kind === "reset-password") {
          await navigate({ to: "/resetpassword" })
        } else {
          await navigate({ to: outcome.to })
        }
      } catch (error) {
        setFailure((error as Error).message)
        const waiting = (error as ApiFailure).code === "EMAIL_NOT_VERIFIED"
        setUnconfirmed(waiting ? email : null)
      }
    }
  )

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Sign in to Ruta</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>Plan, optimize and follow your routes.</Trans>
        </p>
      </div>
      <TextField
        name="email"
        type="email"
        autoComplete="username"
        label={t`Email`}
        error={errors.email}
        required
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t`Password`}
        error={errors.password}
        required
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      {unconfirmed && (
        <ResendConfirmation onResend={() => resendConfirmation(unconfirmed)} />
      )}
      <Button type="submit" loading={busy}>
        <Trans>Sign in</Trans>
      </Button>
      <Button type="button" variant="link" onClick={onForgot}>
        <Trans>Forgot your password?</Trans>
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <Trans>New to Ruta?</Trans>{" "}
        <Button
          type="button"
          variant="link"
          className="h-auto px-0"
          onClick={() => void navigate({ to: "/signup" })}
        >
          <Trans>Create your company's account</Trans>
        </Button>
      </p>
    </form>
  )
}

function RecoveryForm({ onBack }: { onBack: () => void }) {
  const { t } = useLingui()
  const { toast } = useToast()
  const { errors, busy, submit } = useFormSubmit(
    (_form, text) => recoveryPasswordSchema.safeParse({ email: text("email") }),
    async (body) => {
      try {
        const { message } = await unwrap(
          api.POST("/auth/recovery-password", { body, skipAuth: true })
        )
        // Spec section 8: success shows the server's message as info, failure as a warning.
        toast({ title: message, severity: "info" })
        onBack()
      } catch (failure) {
        toast({ title: (failure as Error).message, severity: "warning" })
      }
    }
  )

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Forgot your password?</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Enter your email and we will send you a link to choose a new one.
          </Trans>
        </p>
      </div>
      <TextField
        name="email"
        type="email"
        label={t`Email`}
        error={errors.email}
        required
      />
      <Button type="submit" loading={busy}>
        <Trans>Send reset link</Trans>
      </Button>
      <Button type="button" variant="link" onClick={onBack}>
        <Trans>Back to sign in</Trans>
      </Button>
    </form>
  )
}
