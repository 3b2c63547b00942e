import { useLingui } from "@lingui/react/macro"
import { IconButton } from "@ruta/ui/components/icon-button"
import { Spinner } from "@ruta/ui/components/spinner"
import { useQueryClient } from "@tanstack/react-query"
import { createFileRoute, redirect, useNavigate } from "@tanstack/react-router"
import { LogOut, Route as RouteIcon } from "lucide-react"
import { useEffect, useState } from "react"
import { z } from "zod"

import { resumeDriverSession } from "../features/auth/session-check.ts"
import { driverDayKey } from "../features/driver-day/api/driver-day.ts"
import { DriverDayView } from "../features/driver-day/components/driver-day-view.tsx"
import { OfflineNotice } from "../features/driver-day/components/offline-notice.tsx"
import {
  forgetDriverData,
  installDriverApp,
} from "../features/driver-day/driver-app.ts"
import {
  routeOnTheRoad,
  usePositionTracker,
} from "../features/driver-day/position-tracker.ts"
import { useDriverDay } from "../features/driver-day/use-driver-day.ts"
import { useOnline } from "../features/driver-day/use-online.ts"
import { waitingLines } from "../features/driver-day/waiting-lines.ts"
import { PreferenceButtons } from "../features/shell/preference-buttons.tsx"
import { signOut } from "../features/shell/sign-out.ts"
import { onSessionEnded } from "../lib/api.ts"
import type { SessionUser } from "../lib/session.ts"
import {
  isDriver,
  landingPath,
  mustResetPassword,
  rememberDriver,
} from "../lib/session.ts"

async function enter(user: SessionUser) {
  if (mustResetPassword(user)) throw redirect({ to: "/resetpassword" })
  if (!isDriver(user)) throw redirect({ to: landingPath(user) })
  rememberDriver(user)
  return { user }
}

/** The driver's view: a phone-first screen of their day on the road. */
export const Route = createFileRoute("/driver")({
  validateSearch: z.object({ route: z.number().int().positive().optional() }),
  // Reopened, the app resumes its session; without a connection the server cannot check it: the
  // driver works on as last known, and the server checks the session when their queue is sent.
  beforeLoad: () => resumeDriverSession(enter),
  component: DriverPage,
})

function DriverPage() {
  const { t } = useLingui()
  const { user } = Route.useRouteContext()
  const { route } = Route.useSearch()
  const navigate = useNavigate({ from: "/driver" })
  const queryClient = useQueryClient()
  const driverDay = useDriverDay(user.id_user)
  const [arriving, setArriving] = useState<number>()
  const online = useOnline()
  usePositionTracker(routeOnTheRoad(driverDay.day), driverDay.recordPositions)
  useEffect(
    () => onSessionEnded(() => void navigate({ to: "/login" })),
    [navigate]
  )
  useEffect(
    () =>
      installDriverApp(
        () => void queryClient.invalidateQueries({ queryKey: driverDayKey })
      ),
    [queryClient]
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
          onClick={() =>
            void Promise.all([signOut(), forgetDriverData()]).then(() =>
              navigate({ to: "/login" })
            )
          }
        >
          <LogOut />
        </IconButton>
      </header>
      <main className="mx-auto grid max-w-xl gap-4 p-4">
        {!online && <OfflineNotice />}
        {driverDay.day ? (
          <DriverDayView
            day={driverDay.day}
            selected={route}
            waiting={waitingLines(driverDay.day, driverDay.waiting)}
            sending={driverDay.sending}
            arriving={arriving}
            onSelect={(id) => void navigate({ search: { route: id } })}
            onStart={(id) => void driverDay.start(id)}
            onArrive={(id) => {
              setArriving(id)
              void driverDay.arrive(id).finally(() => setArriving(undefined))
            }}
            onComplete={(id, report) => void driverDay.complete(id, report)}
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
