import type { FastifyBaseLogger } from "fastify"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import type { Mailer } from "../mail/mailer.ts"
import type { NotificationProviders } from "./notification-settings.routes.ts"
import type { SmsSender } from "./twilio-sms.ts"

/** Where the back office and the API are reached from outside. */
export interface PublicUrls {
  /** The back office's origin: tracking links. */
  app: string
  /** The API's root (…/api/v1): unsubscribe links and Twilio's callbacks. */
  api: string
}

/** What customer notifications are made with: the store, the providers and the clock. */
export interface NotificationDeps {
  store: DataStore
  mailer: Mailer
  sms: SmsSender | null
  providers: NotificationProviders
  urls: PublicUrls
  trackingDays: number
  now: () => number
  log: FastifyBaseLogger
}

/** Runs `work` in a background transaction of the system's scope (no caller's tenant). */
export const inSystemScope =
  (store: DataStore) =>
  <T>(work: (tx: Tx) => Promise<T>) =>
    store.inBackground(systemScope, work)
