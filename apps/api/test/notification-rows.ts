// The rows a notification test reads: a route's notifications of one event, and the mails sent
// to some addresses.
import { and, eq, inArray } from "drizzle-orm"

import { mailOutbox, notifications } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"

/** The notifications of `event` to the stops `id_stops`. */
export const notificationsOf = (
  t: TestApp,
  id_stops: number[],
  event: string
) =>
  t.store.owner
    .select()
    .from(notifications)
    .where(
      and(
        inArray(notifications.id_stop, id_stops),
        eq(notifications.event, event)
      )
    )

/** The mails of the outbox to any of `addresses`. */
export const mailsTo = (t: TestApp, addresses: string[]) =>
  t.store.owner
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, addresses))
