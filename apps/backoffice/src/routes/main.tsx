import { useLingui } from "@lingui/react/macro"
import { NoAccess } from "@ruta/ui/components/no-access"
import {
  Outlet,
  createFileRoute,
  redirect,
  useMatches,
  useNavigate,
} from "@tanstack/react-router"
import { useEffect, useMemo } from "react"

import { checkSession, endSession } from "../features/auth/session-check.ts"
import { loadPermissions } from "../features/auth/sign-in.ts"
import { AbilityContext } from "../features/shell/ability-context.tsx"
import { AppShell } from "../features/shell/app-shell.tsx"
import { screenOf } from "../features/shell/screens.ts"
import { abilityFrom } from "../lib/ability.ts"
import { onSessionEnded } from "../lib/api.ts"
import { isMaintainer, mustResetPassword } from "../lib/session.ts"

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The side-menu screen a route belongs to; its menu action guards it. */
    screen?: string
  }
}

export const Route = createFileRoute("/main")({
  // The stored token and permissions are checked with the server on entry (spec section 4);
  // an expired token is refreshed once by the API client, an invalid one ends the session.
  beforeLoad: () =>
    checkSession(async (user) => {
      if (isMaintainer(user)) return endSession()
      if (mustResetPassword(user)) throw redirect({ to: "/resetpassword" })
      const permissions = await loadPermissions(user.roles[0]?.name ?? "")
      return { user, ability: abilityFrom(permissions) }
    }),
  component: MainLayout,
})

function MainLayout() {
  const { user, ability } = Route.useRouteContext()
  const navigate = useNavigate()
  useEffect(
    () => onSessionEnded(() => void navigate({ to: "/login" })),
    [navigate]
  )
  return (
    <AbilityContext.Provider value={ability}>
      <AppShell user={user}>
        <GuardedOutlet />
      </AppShell>
    </AbilityContext.Provider>
  )
}

/** Shows 'No access' instead of a screen whose menu action the user may not use. */
function GuardedOutlet() {
  const { t } = useLingui()
  const { ability } = Route.useRouteContext()
  const matches = useMatches()
  const screen = useMemo(() => {
    const name = [...matches].reverse().find((m) => m.staticData.screen)
      ?.staticData.screen
    return name ? screenOf(name) : undefined
  }, [matches])
  if (screen && !ability.can(screen.action, "sideMenu")) {
    return (
      <NoAccess
        title={t`No access`}
        description={t`Your role does not include this screen. Ask an administrator if you need it.`}
      />
    )
  }
  return <Outlet />
}
