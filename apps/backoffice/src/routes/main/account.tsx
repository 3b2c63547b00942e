import { Trans, useLingui } from "@lingui/react/macro"
import { useToast } from "@ruta/ui/components/toast"
import { createFileRoute, useNavigate } from "@tanstack/react-router"

import { NewPasswordForm } from "../../features/auth/new-password-form.tsx"
import { api, unwrap } from "../../lib/api.ts"
import { clearSession } from "../../lib/session.ts"

export const Route = createFileRoute("/main/account")({
  component: AccountPage,
})

function AccountPage() {
  const { t } = useLingui()
  const { user } = Route.useRouteContext()
  const { toast } = useToast()
  const navigate = useNavigate()

  async function changePassword(password: string) {
    try {
      const { message } = await unwrap(
        api.POST("/auth/reset-password", {
          body: { id_user: user.id_user, password },
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
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">
        <Trans>Account settings</Trans>
      </h1>
      <section className="grid gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
        <h2 className="text-lg font-medium">
          <Trans>Personal details</Trans>
        </h2>
        <div className="flex items-center gap-4">
          {user.photo ? (
            <img
              src={user.photo}
              alt={t`Your photo`}
              className="size-16 rounded-full object-cover"
            />
          ) : (
            <div className="flex size-16 items-center justify-center rounded-full bg-secondary text-xl font-semibold text-secondary-foreground">
              {user.name.slice(0, 1).toUpperCase()}
            </div>
          )}
          <dl className="grid gap-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-muted-foreground">
                <Trans>Name</Trans>
              </dt>
              <dd className="font-medium">{user.name}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-muted-foreground">
                <Trans>Email</Trans>
              </dt>
              <dd className="font-medium">{user.email}</dd>
            </div>
          </dl>
        </div>
      </section>
      <section className="grid max-w-md gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
        <h2 className="text-lg font-medium">
          <Trans>Change password</Trans>
        </h2>
        <NewPasswordForm
          onSubmit={changePassword}
          submitLabel={t`Change password`}
        />
      </section>
    </div>
  )
}
