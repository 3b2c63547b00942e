import { useLingui } from "@lingui/react/macro"
import type { components } from "@ruta/api-client/schema"
import { useQuery } from "@tanstack/react-query"

import { api, unwrap } from "../../lib/api.ts"

export type StopNotificationLog = components["schemas"]["StopNotificationLog"]

/** The messages sent to a stop's customer, each with its status, and the customer's rating. */
export function NotificationLog({ log }: { log: StopNotificationLog }) {
  const { t, i18n } = useLingui()
  if (log.notifications.length === 0 && !log.rating) return null
  const events = {
    on_the_way: t`On the way`,
    approaching: t`Approaching`,
    delivered: t`Delivered`,
    not_delivered: t`Could not deliver`,
  }
  const statuses = {
    queued: t`Queued`,
    sending: t`Sending`,
    sent: t`Sent`,
    delivered: t`Delivered`,
    failed: t`Failed`,
    bounced: t`Bounced`,
  }
  // The API's reasons for a message not sent, in the screen's language.
  const reasons: Record<string, string> = {
    "The phone number could not be read.": t`The phone number could not be read.`,
    "The recipient opted out.": t`The recipient opted out.`,
  }
  const time = new Intl.DateTimeFormat(i18n.locale, {
    hour: "2-digit",
    minute: "2-digit",
  })
  return (
    <section className="grid gap-2 text-sm">
      <h3 className="font-medium">{t`Customer notifications`}</h3>
      <ul className="grid gap-1">
        {log.notifications.map((n) => (
          <li key={n.id_notification} className="flex flex-wrap gap-x-2">
            <span>{events[n.event]}</span>
            <span className="text-muted-foreground">
              {n.channel === "email" ? t`Email` : t`SMS`} · {n.recipient}
            </span>
            <span className={n.status === "failed" ? "text-destructive" : ""}>
              {statuses[n.status]}
              {n.reason && `: ${reasons[n.reason] ?? n.reason}`}
            </span>
            <span className="text-muted-foreground">
              {time.format(new Date(n.sent_at ?? n.updated_at))}
            </span>
          </li>
        ))}
      </ul>
      {log.rating && (
        <p>
          {t`Customer's rating: ${log.rating.rating} of 5`}
          {log.rating.comment && ` — “${log.rating.comment}”`}
        </p>
      )}
    </section>
  )
}

/** A stop's notification log, loaded for the stop dialog; nothing while it loads or fails. */
export function StopNotifications({ id_stop }: { id_stop: number }) {
  const log = useQuery({
    queryKey: ["stop-notifications", id_stop],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/stops/{id}/notifications", {
            params: { path: { id: id_stop } },
          })
        )
      ).data,
    retry: false,
  })
  return log.data ? <NotificationLog log={log.data} /> : null
}
