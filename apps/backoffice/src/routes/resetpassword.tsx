import { Trans, useLingui } from "@lingui/react/macro"
import { createFileRoute, redirect } from "@tanstack/react-router"
import { z } from "zod"

import { AuthLayout } from "../features/auth/auth-layout.tsx"
import { NewPasswordForm } from "../features/auth/new-password-form.tsx"
import { usePasswordSaved } from "../features/auth/password-saved.ts"
import { api, unwrap } from "../lib/api.ts"
import { currentUser } from "../lib/session.ts"

export const Route = createFileRoute("/resetpassword")({
  validateSearch: z.object({ token: z.string().optional() }),
  beforeLoad: ({ search }) => {
    // Forced after a first sign-in or a recovery (signed in), or opened from a mailed link.
    if (!search.token && !currentUser()) throw redirect({ to: "/login" })
  },
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { t } = useLingui()
  const { token } = Route.useSearch()
  const saved = usePasswordSaved()

  const reset = (password: string) =>
    saved(() =>
      unwrap(
        token
          ? api.POST("/auth/reset-password", {
              body: { token, password },
              skipAuth: true,
            })
          : api.POST("/auth/reset-password", {
              body: { id_user: currentUser()?.id_user, password },
            })
      )
    )

  return (
    <AuthLayout>
      <div className="grid gap-5">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">
            <Trans>Choose a new password</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>You will sign in again with it.</Trans>
          </p>
        </div>
        <NewPasswordForm
          onSubmit={reset}
          submitLabel={t`Save the new password`}
        />
      </div>
    </AuthLayout>
  )
}
