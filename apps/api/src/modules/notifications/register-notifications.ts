import type { FastifyInstance } from "fastify"

import type { Config } from "../../config.ts"
import type { DataStore } from "../../db/database.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import type { EventBus } from "../events/event-bus.ts"
import type { FileLinks } from "../files/file-links.ts"
import type { LiveHub } from "../live/live-hub.ts"
import type { Mailer } from "../mail/mailer.ts"
import { bounceReportRoutes } from "./bounce-reports.routes.ts"
import { notificationLogRoutes } from "./notification-log.routes.ts"
import { notificationSettingsRoutes } from "./notification-settings.routes.ts"
import type { CustomerNotifications } from "./notifications.ts"
import { createNotifications } from "./notifications.ts"
import { ratingsRoutes } from "./ratings.routes.ts"
import { trackingRoutes } from "./tracking.routes.ts"
import { createTwilioSms } from "./twilio-sms.ts"
import { twilioRoutes } from "./twilio.routes.ts"
import type { PlanningReads } from "./planning-reads.ts"

declare module "fastify" {
  interface FastifyInstance {
    /** Customer notifications: their queue and the job that sends them. */
    notifications: CustomerNotifications
  }
}

/**
 * Customer notifications (docs/notifications.md): makes them, decorates `app` with them,
 * subscribes them to the domain events and the live ETAs, and stops them when `app` closes.
 */
export function startNotifications(
  app: FastifyInstance,
  deps: {
    store: DataStore
    config: Config
    mailer: Mailer
    events: EventBus
    live: LiveHub
    publicUrl: string
    apiPrefix: string
    now: () => number
  }
) {
  const { config } = deps
  const sms =
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
      ? createTwilioSms({
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          from: config.TWILIO_FROM,
          apiUrl: config.TWILIO_API_URL,
        })
      : null
  const providers = { email: Boolean(config.SMTP_URL), sms: sms !== null }
  const urls = {
    app: deps.publicUrl,
    api: `${deps.publicUrl}${deps.apiPrefix}`,
  }
  const notifications = createNotifications({
    store: deps.store,
    mailer: deps.mailer,
    sms,
    providers,
    urls,
    trackingDays: config.TRACKING_LINK_DAYS,
    now: deps.now,
    log: app.log,
  })
  app.decorate("notifications", notifications)
  deps.events.subscribe(notifications.subscriber)
  const stopFollowing = notifications.followEtas(deps.live)
  app.addHook("preClose", async () => {
    stopFollowing()
    notifications.stop()
  })
  return { notifications, sms, providers, apiUrl: urls.api }
}

export type StartedNotifications = ReturnType<typeof startNotifications>

/**
 * The notifications' routes: the settings, the stops' notification log, the ratings, Twilio's
 * callbacks, the bounce reports and the public tracking page.
 */
export async function registerNotificationRoutes(
  api: FastifyInstance,
  started: StartedNotifications,
  deps: {
    store: DataStore
    config: Config
    authorize: Authorize
    live: LiveHub
    links: FileLinks
    now: () => number
    planning: PlanningReads
  }
) {
  const { notifications, sms, providers, apiUrl } = started
  await api.register(notificationSettingsRoutes, {
    authorize: deps.authorize,
    providers,
  })
  await api.register(notificationLogRoutes, {
    authorize: deps.authorize,
    planning: deps.planning,
  })
  await api.register(ratingsRoutes, {
    authorize: deps.authorize,
    planning: deps.planning,
  })
  await api.register(twilioRoutes, { notifications, sms, apiUrl })
  await api.register(bounceReportRoutes, {
    store: deps.store,
    secret: deps.config.EMAIL_EVENTS_SECRET,
    now: deps.now,
  })
  await api.register(trackingRoutes, {
    store: deps.store,
    notifications,
    live: deps.live,
    links: deps.links,
    now: deps.now,
  })
}
