import { useLingui } from "@lingui/react/macro"
import type { components } from "@ruta/api-client/schema"
import { useQuery } from "@tanstack/react-query"

import { api, unwrap } from "../../lib/api.ts"
import { zoneNote } from "../../lib/format.ts"

export type StopNotificationLog = components["schemas"]["StopNotificationLog"]

/**
 * The messages sent to a stop's customer, each with its status and time (on the clock of the
 * stop's site, `timeZone`, labelled when that is not the browser's), and the customer's rating.
 */
export function NotificationLog({
  log,
  timeZone,
}: {
  log: StopNotificationLog
  timeZone?: string | undefined
}) {
  const { t, i18n } = useLingui()
  if (log.notifications.length === 0 && !log.rating) return null
  const events = {
    on_the_way: t`On the way`,
    approaching: t`Approaching`,
    delivered: t`Delivered`,
    not_delivered: t`Could not deliver`,
    eta_updated: t`New arrival time`,
  }
  const statuses = {
    queued: t`Queued`,
    sending: t`Sending`,
    // No mail transport is configured: the mail was kept, not sent (docs/notifications.md).
    outbox: t`Waiting in the outbox`,
    sent: t`Sent`,
    delivered: t`Delivered`,
    failed: t`Failed`,
    bounced: t`Bounced`,
  }
  // The API's reasons for a message not sent, in the screen's language; a bounce's own words
  // (the mail server's) follow its translated lead.
  const reasons: Record<string, string> = {
    "The phone number could not be read.": t`The phone number could not be read.`,
    "The recipient opted out.": t`The recipient opted out.`,
  }
  const leads: [string, string][] = [
    ["The address bounced before:", t`The address bounced before:`],
    ["Bounce report", t`Bounce report`],
  ]
  const reasonText = (reason: string): string => {
    if (reasons[reason]) return reasons[reason]
    const lead = leads.find(([english]) => reason.startsWith(`${english} `))
    return lead
      ? `${lead[1]} ${reasonText(reason.slice(lead[0].length + 1))}`
      : reason
  }
  const bounceKinds = {
    permanent: t`Permanent bounce`,
    temporary: t`Temporary bounce`,
  }
  const clock = new Intl.DateTimeFormat(i18n.locale, {
    hour: "2-digit",
    minute: "2-digit",
    ...(timeZone ? { timeZone } : {}),
  })
  const time = {
    format: (at: Date) => {
      const note = zoneNote(timeZone, i18n.locale, at.toISOString())
      return note ? `${clock.format(at)} ${note}` : clock.format(at)
    },
  }
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
            <span
              className={
                n.status === "failed" || n.status === "bounced"
                  ? "text-destructive"
                  : ""
              }
            >
              {statuses[n.status]}
              {n.reason && `: ${reasonText(n.reason)}`}
            </span>
            <span className="text-muted-foreground">
              {time.format(new Date(n.sent_at ?? n.updated_at))}
            </span>
            {n.bounces.length > 0 && (
              <ul className="text-muted-foreground grid w-full gap-0.5 ps-4">
                {n.bounces.map((b) => (
                  <li key={`${b.received_at}:${b.code}:${b.reason}`}>
                    {bounceKinds[b.kind]}
                    {b.code && ` ${b.code}`}
                    {b.reason && `: ${b.reason}`} ·{" "}
                    {time.format(new Date(b.received_at))}
                  </li>
                ))}
              </ul>
            )}
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

/** A stop's notification log, read from the API. */
export const stopNotificationsQueryOptions = (id_stop: number) => ({
  queryKey: ["stop-notifications", id_stop] as const,
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

/** A stop's notification log, loaded for the stop dialog; nothing while it loads or fails. */
export function StopNotifications({ id_stop }: { id_stop: number }) {
  const log = useQuery(stopNotificationsQueryOptions(id_stop))
  return log.data ? <NotificationLog log={log.data} /> : null
}
