import { useLingui } from "@lingui/react/macro"
import { IconButton } from "@ruta/ui/components/icon-button"
import { Spinner } from "@ruta/ui/components/spinner"
import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router"
import { LogOut, Route as RouteIcon } from "lucide-react"
import { useEffect } from "react"
import { z } from "zod"

import { checkSession } from "../features/auth/session-check.ts"
import { DriverDayView } from "../features/driver-day/components/driver-day-view.tsx"
import { useDriverDay } from "../features/driver-day/use-driver-day.ts"
import { PreferenceButtons } from "../features/shell/preference-buttons.tsx"
import { signOut } from "../features/shell/sign-out.ts"
import { onSessionEnded } from "../lib/api.ts"
import { isDriver, landingPath, mustResetPassword } from "../lib/session.ts"

/** The driver's view: a phone-first screen of their day on the road. */
export const Route = createFileRoute("/driver")({
  validateSearch: z.object({ route: z.number().int().positive().optional() }),
  beforeLoad: () =>
    checkSession(async (user) => {
      if (mustResetPassword(user)) throw redirect({ to: "/resetpassword" })
      if (!isDriver(user)) throw redirect({ to: landingPath(user) })
      return { user }
    }),
  component: DriverPage,
})

function DriverPage() {
  const { t } = useLingui()
  const { user } = Route.useRouteContext()
  const { route } = Route.useSearch()
  const navigate = useNavigate({ from: "/driver" })
  const driverDay = useDriverDay()
  useEffect(
    () => onSessionEnded(() => void navigate({ to: "/login" })),
    [navigate]
  )
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <header className="sticky top-0 z-10 flex items-center gap-2 border-b bg-card/95 px-4 py-2 backdrop-blur">
        <RouteIcon aria-hidden className="size-5 text-primary" />
        <span className="flex-1 truncate font-semibold">{user.name}</span>
        <PreferenceButtons />
        <IconButton
          label={t`Sign out`}
          variant="ghost"
          onClick={() => void signOut().then(() => navigate({ to: "/login" }))}
        >
          <LogOut />
        </IconButton>
      </header>
      <main className="mx-auto grid max-w-xl gap-4 p-4">
        {driverDay.day ? (
          <DriverDayView
            day={driverDay.day}
            selected={route}
            waiting={driverDay.waiting}
            sending={driverDay.sending}
            onSelect={(id) => void navigate({ search: { route: id } })}
            onStart={(id) => void driverDay.start(id)}
            onComplete={driverDay.complete}
          />
        ) : driverDay.error ? (
          <p role="alert" className="text-destructive">
            {driverDay.error.message}
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2">
            <Spinner />
            {t`Loading your day`}
          </p>
        )}
      </main>
    </div>
  )
}
