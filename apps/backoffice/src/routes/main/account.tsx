import { Trans, useLingui } from "@lingui/react/macro"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"

import { ChangePasswordForm } from "../../features/auth/change-password-form.tsx"
import {
  confirmEnrolment,
  getSessionUserQueryOptions,
  regenerateRecoveryCodes,
  startEnrolment,
  turnOffTwoFactor,
} from "../../features/auth/two-factor.ts"
import { TwoFactorSection } from "../../features/auth/two-factor-section.tsx"
import { api, unwrap } from "../../lib/api.ts"

export const Route = createFileRoute("/main/account")({
  component: AccountPage,
})

function AccountPage() {
  const { t } = useLingui()
  const { user } = Route.useRouteContext()
  const queryClient = useQueryClient()
  const stored = useQuery(getSessionUserQueryOptions())

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
        <ChangePasswordForm
          onSubmit={(body) =>
            unwrap(api.POST("/auth/change-password", { body }))
          }
        />
      </section>
      {stored.data && (
        <TwoFactorSection
          enabled={stored.data.twoFactorEnabled}
          start={() => startEnrolment()}
          confirm={async (code) => (await confirmEnrolment(code)).recoveryCodes}
          regenerate={regenerateRecoveryCodes}
          turnOff={async (code) => {
            await turnOffTwoFactor(code)
          }}
          onChanged={() =>
            void queryClient.invalidateQueries(getSessionUserQueryOptions())
          }
        />
      )}
    </div>
  )
}
