import { Trans, useLingui } from "@lingui/react/macro"
import { useToast } from "@ruta/ui/components/toast"
import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router"
import { z } from "zod"

import { AuthLayout } from "../features/auth/auth-layout.tsx"
import { NewPasswordForm } from "../features/auth/new-password-form.tsx"
import { api, unwrap } from "../lib/api.ts"
import { clearSession, currentUser } from "../lib/session.ts"

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
  const navigate = useNavigate()
  const { toast } = useToast()

  async function reset(password: string) {
    const user = currentUser()
    try {
      const { message } = await unwrap(
        token
          ? api.POST("/auth/reset-password", {
              body: { token, password },
              skipAuth: true,
            })
          : api.POST("/auth/reset-password", {
              body: { id_user: user?.id_user, password },
            })
      )
      toast({ title: message, severity: "success" })
      clearSession()
      await navigate({ to: "/login" })
    } catch (error) {
      toast({ title: (error as Error).message, severity: "error" })
    }
  }

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
