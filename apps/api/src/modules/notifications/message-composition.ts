import type { NotificationSettings } from "@ruta/validation/notifications"

import type { Mail } from "../mail/mailer.ts"
import type { NotificationRow } from "./message-claims.ts"
import type { MessageEvent } from "./notification-content.ts"
import { composeMessage } from "./notification-content.ts"
import type { PublicUrls } from "./notification-deps.ts"
import type { StopContext } from "./stop-context.ts"
import { etaWindow } from "./stop-context.ts"

/** A claimed message's text, with its own tracking token and unsubscribe link. */
export function compose(
  urls: PublicUrls,
  row: NotificationRow,
  context: StopContext,
  settings: NotificationSettings,
  token: string
) {
  const language = row.language === "en" ? "en" : "es"
  const window = etaWindow(
    context.eta,
    settings.window_minutes,
    context.timeZone,
    language
  )
  const unsubscribe = `${urls.api}/notifications/unsubscribe/${token}`
  const message = composeMessage(
    settings,
    row.event as MessageEvent,
    language,
    {
      customer: context.stop.first_name.trim() || context.stop.name || "",
      company: context.company,
      window: window?.text ?? "",
      driver_first_name: context.driverFirstName,
      tracking_link: `${urls.app}/track/${token}`,
    },
    unsubscribe
  )
  // The window this message tells its customer, when its text says one (the update rule's).
  const text = row.channel === "sms" ? message.sms : message.text
  const told = window && text.includes(window.text) ? window : null
  return { message, settings, company: context.company, unsubscribe, told }
}
export type Composed = ReturnType<typeof compose>

/** An email's mail: HTML and text, from the sender's name, with its unsubscribe headers. */
export const mailOf = (row: NotificationRow, composed: Composed): Mail => ({
  to: row.recipient,
  id_client: row.id_client,
  subject: composed.message.subject,
  text: composed.message.text,
  html: composed.message.html,
  fromName: composed.settings.sender_name || composed.company,
  headers: {
    "List-Unsubscribe": `<${composed.unsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    ...(composed.settings.reply_to
      ? { "Reply-To": composed.settings.reply_to }
      : {}),
  },
})
