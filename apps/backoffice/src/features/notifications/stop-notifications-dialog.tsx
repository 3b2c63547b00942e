import { useLingui } from "@lingui/react/macro"
import { Spinner } from "@ruta/ui/components/spinner"
import { useQuery } from "@tanstack/react-query"

import { useSiteZone } from "../../lib/use-units.ts"
import { DialogFrame } from "../shell/dialog-frame.tsx"
import {
  NotificationLog,
  stopNotificationsQueryOptions,
} from "./notification-log.tsx"

/** The stop a notification log is opened for. */
export interface NotifiedStop {
  id_stop: number
  name: string
  address: string
  /** The stop's site: the log's times are on its clock. */
  id_subsidiary?: number
}

/**
 * A stop's customer notifications and rating, opened from its row of the route page: what was
 * sent, when, its status (with a failure's or a bounce's reason), read afresh on each opening.
 */
export function StopNotificationsDialog({
  stop,
  onClose,
}: {
  /** The stop whose log is shown; none: closed. */
  stop: NotifiedStop | undefined
  onClose: () => void
}) {
  const { t } = useLingui()
  const label = stop ? stop.name || stop.address : ""
  return (
    <DialogFrame
      open={stop !== undefined}
      title={t`Customer notifications: ${label}`}
      description={t`The messages sent to this stop's customer, each with its status, and the customer's rating.`}
      onClose={onClose}
    >
      {stop && (
        <LogOf id_stop={stop.id_stop} id_subsidiary={stop.id_subsidiary} />
      )}
    </DialogFrame>
  )
}

function LogOf({
  id_stop,
  id_subsidiary,
}: {
  id_stop: number
  id_subsidiary?: number | undefined
}) {
  const { t } = useLingui()
  const timeZone = useSiteZone(id_subsidiary)
  const log = useQuery({
    ...stopNotificationsQueryOptions(id_stop),
    refetchOnMount: "always",
  })
  // What was read shows while it is read again (a failed refresh keeps it).
  if (log.data)
    return log.data.notifications.length === 0 && !log.data.rating ? (
      <p className="text-sm text-muted-foreground">
        {t`No message has been sent to this stop's customer yet.`}
      </p>
    ) : (
      <NotificationLog log={log.data} timeZone={timeZone} />
    )
  if (log.isError)
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {log.error.message ||
          t`The notifications could not be loaded. Please try again later.`}
      </p>
    )
  return (
    <p role="status" className="flex items-center gap-2 text-sm">
      <Spinner />
      {t`Loading the notifications…`}
    </p>
  )
}
