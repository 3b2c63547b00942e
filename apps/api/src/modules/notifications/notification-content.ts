import type {
  NotificationEvent,
  NotificationLanguage,
  NotificationSettings,
  Placeholder,
} from "@ruta/validation/notifications"
import {
  ETA_UPDATE_EVENT,
  etaUpdateTemplates,
  renderTemplate,
} from "@ruta/validation/notifications"

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[
        ch
      ]!
  )

const footer = {
  en: "You receive this because a delivery is on its way to you. Unsubscribe:",
  es: "Recibes esto porque una entrega va en camino hacia ti. Darte de baja:",
} satisfies Record<NotificationLanguage, string>

/** What a message is about: an event of the settings, or a new window (`eta_updated`). */
export type MessageEvent = NotificationEvent | typeof ETA_UPDATE_EVENT

/** A message of `event` in `language`, filled with `values`: the mail's parts and the SMS. */
export function composeMessage(
  settings: NotificationSettings,
  event: MessageEvent,
  language: NotificationLanguage,
  values: Record<Placeholder, string>,
  unsubscribeUrl: string
) {
  const template =
    event === ETA_UPDATE_EVENT
      ? etaUpdateTemplates[language]
      : settings.templates[language][event]
  const body = renderTemplate(template.email, values)
  const text = `${body}\n\n--\n${footer[language]} ${unsubscribeUrl}\n`
  const link = escapeHtml(values.tracking_link)
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(body)
      .replaceAll(link, `<a href="${link}">${link}</a>`)
      .replace(/\n\n/g, "</p><p>")
      .replace(/\n/g, "<br>")}</p>` +
    `<p style="color:#666;font-size:12px">${escapeHtml(footer[language])} ` +
    `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribeUrl)}</a></p></body></html>`
  return {
    subject: renderTemplate(template.subject, values),
    text,
    html,
    sms: renderTemplate(template.sms, values),
  }
}
