import { z } from "zod"

import { declaredNumberSchema, oneMessage } from "./declared-schema.ts"
import { maxCharacters, messages } from "./messages.ts"
import { DEFAULT_TIME_ZONE, timeZoneSchema } from "./time-zone.ts"
import {
  approachingMinutes,
  etaWindow,
  maxUpdates,
  positionStops,
  rating,
  smsSegments,
  updateAfterMinutes,
} from "./values.ts"

// Customer notifications (issue 33): what a client tells the people waiting for a visit, by
// event and channel, with templates per language. The API validates with these and the settings
// screen uses them for its live preview and SMS counter.

export const NOTIFICATION_EVENTS = [
  "on_the_way",
  "approaching",
  "delivered",
  "not_delivered",
] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]

export const NOTIFICATION_CHANNELS = ["email", "sms"] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

export const NOTIFICATION_LANGUAGES = ["en", "es"] as const
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number]

/** The placeholders a template may use; anything else in braces is a field error. */
export const PLACEHOLDERS = [
  "customer",
  "company",
  "window",
  "driver_first_name",
  "tracking_link",
] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]

/** An SMS template may run to this many segments at most. */
export const MAX_SMS_SEGMENTS = smsSegments.max

/** The placeholders written in `text` that are not ones of {@link PLACEHOLDERS}. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(PLACEHOLDERS)
  return [...text.matchAll(/\{([^{}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((name) => !known.has(name))
}

/** Fills each `{placeholder}` of `text` with its value. */
export function renderTemplate(
  text: string,
  values: Record<Placeholder, string>
): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    name in values ? values[name as Placeholder] : whole
  )
}

// GSM 03.38: the basic set, and the extension set whose characters take two septets.
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà"
const GSM_EXTENDED = "^{}\\[~]|€\f"

/** An SMS's encoding, length (in its encoding's units) and segment count. */
export interface SmsSize {
  encoding: "GSM-7" | "UCS-2"
  length: number
  segments: number
}

/**
 * How long an SMS of `text` is: GSM-7 when every character is in the GSM set (160 in one
 * segment, 153 per segment when split; the extension characters count twice), UCS-2 otherwise
 * (70, then 67 per segment, counted in UTF-16 units).
 */
export function smsSize(text: string): SmsSize {
  let septets = 0
  let gsm = true
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1
    else if (GSM_EXTENDED.includes(ch)) septets += 2
    else {
      gsm = false
      break
    }
  }
  if (gsm) {
    const segments = septets <= 160 ? 1 : Math.ceil(septets / 153)
    return { encoding: "GSM-7", length: septets, segments }
  }
  const units = text.length
  const segments = units <= 70 ? 1 : Math.ceil(units / 67)
  return { encoding: "UCS-2", length: units, segments }
}

const flag = z.boolean({ error: messages.required })

const templateText = (max: number) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(max, { error: maxCharacters(max) })
    .refine((text) => unknownPlaceholders(text).length === 0, {
      error: messages.unknownPlaceholder,
    })

/** One event's templates in one language: the email's subject and body, and the SMS. */
export const eventTemplateSchema = z
  .object({
    subject: templateText(200),
    email: templateText(5000),
    sms: templateText(2000).refine(
      (text) => smsSize(text).segments <= MAX_SMS_SEGMENTS,
      { error: messages.smsTooLong }
    ),
  })
  .meta({ id: "NotificationTemplate" })
export type EventTemplate = z.infer<typeof eventTemplateSchema>

const byEvent = <T extends z.ZodType>(schema: T) =>
  z.object({
    on_the_way: schema,
    approaching: schema,
    delivered: schema,
    not_delivered: schema,
  })

const channels = z.object({ email: flag, sms: flag })

export const clockSchema = z
  .string({ error: messages.required })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: messages.timeOfDay })

/** Quiet hours: nothing is sent between `start` and `end` (the client's time zone). */
export const quietHoursSchema = z
  .object({ start: clockSchema, end: clockSchema })
  .refine((q) => q.end > q.start, {
    error: messages.quietHoursOrder,
    path: ["end"],
  })
  .meta({ id: "QuietHours" })

/** A client's customer notification settings. */
export const notificationSettingsSchema = z
  .object({
    events: byEvent(channels).describe(
      "For each event, whether email and SMS are sent"
    ),
    window_minutes: declaredNumberSchema(etaWindow, {
      ...oneMessage(messages.windowMinutes),
      type: messages.integer,
      integer: messages.integer,
    }).describe("The ETA window's half width: ±minutes around the ETA"),
    approaching_minutes: declaredNumberSchema(
      approachingMinutes,
      oneMessage(messages.approachingMinutes)
    )
      .default(approachingMinutes.default)
      .describe(
        "'Approaching' is also sent when the visit's ETA is within this many minutes (0: only when the visit before is done)"
      ),
    position_stops: declaredNumberSchema(
      positionStops,
      oneMessage(messages.positionStops)
    )
      .default(positionStops.default)
      .describe(
        "The tracking page shows the driver's live position once the visit is within this many stops (1: it is next)"
      ),
    update_after_minutes: declaredNumberSchema(
      updateAfterMinutes,
      oneMessage(messages.updateAfterMinutes)
    )
      .default(updateAfterMinutes.default)
      .describe(
        "A customer is sent a new window when the live ETA leaves the window they were told by more than this many minutes"
      ),
    max_updates: declaredNumberSchema(
      maxUpdates,
      oneMessage(messages.maxUpdates)
    )
      .default(maxUpdates.default)
      .describe(
        "The most new-window messages a stop's customer is sent (0: none)"
      ),
    share_proof: z
      .boolean()
      .default(false)
      .describe(
        "Whether the tracking page shows the proof of a delivered visit (recipient, signature, photos)"
      ),
    quiet_hours: quietHoursSchema
      .nullable()
      .describe("Hours when nothing is sent; messages wait for their end"),
    time_zone: timeZoneSchema.describe(
      "The client's IANA time zone: the default of its new sites; each site's own zone times its messages"
    ),
    sender_name: z
      .string()
      .trim()
      .max(100, { error: maxCharacters(100) })
      .describe("The name mails come from (empty: the company's name)"),
    reply_to: z
      .union([z.literal(""), z.email({ error: messages.email })])
      .describe("Where replies to mails go (empty: nowhere)"),
    default_language: z
      .enum(NOTIFICATION_LANGUAGES)
      .describe("The language of a stop whose contact has none"),
    templates: z.object({
      en: byEvent(eventTemplateSchema),
      es: byEvent(eventTemplateSchema),
    }),
  })
  .meta({ id: "NotificationSettings" })
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

const template = (subject: string, email: string, sms: string) => ({
  subject,
  email,
  sms,
})

/** A client's settings until they choose: everything off, the templates ready in en and es. */
export const defaultNotificationSettings: NotificationSettings = {
  events: {
    on_the_way: { email: false, sms: false },
    approaching: { email: false, sms: false },
    delivered: { email: false, sms: false },
    not_delivered: { email: false, sms: false },
  },
  window_minutes: etaWindow.default,
  approaching_minutes: approachingMinutes.default,
  position_stops: positionStops.default,
  update_after_minutes: updateAfterMinutes.default,
  max_updates: maxUpdates.default,
  share_proof: false,
  quiet_hours: null,
  time_zone: DEFAULT_TIME_ZONE,
  sender_name: "",
  reply_to: "",
  default_language: "es",
  templates: {
    en: {
      on_the_way: template(
        "{company}: your delivery is on the way",
        "Hello {customer},\n\n{driver_first_name} from {company} is on the way: arriving today between {window}.\n\nFollow it live: {tracking_link}",
        "{company}: {driver_first_name} is on the way, arriving today between {window}. Track: {tracking_link}"
      ),
      approaching: template(
        "{company}: your delivery is next",
        "Hello {customer},\n\n{driver_first_name} from {company} is on the way to you now and will arrive soon.\n\nFollow it live: {tracking_link}",
        "{company}: {driver_first_name} is coming to you next. Track: {tracking_link}"
      ),
      delivered: template(
        "{company}: delivered",
        "Hello {customer},\n\nYour delivery from {company} was delivered. Tell us how it went: {tracking_link}",
        "{company}: delivered. Tell us how it went: {tracking_link}"
      ),
      not_delivered: template(
        "{company}: we could not deliver",
        "Hello {customer},\n\n{company} could not deliver today. See what happened and arrange another visit: {tracking_link}",
        "{company}: we could not deliver today. Arrange another visit: {tracking_link}"
      ),
    },
    es: {
      on_the_way: template(
        "{company}: tu entrega va en camino",
        "Hola {customer}:\n\n{driver_first_name}, de {company}, va en camino: llega hoy entre las {window}.\n\nSíguela en vivo: {tracking_link}",
        "{company}: {driver_first_name} va en camino, llega hoy entre las {window}. Sigue: {tracking_link}"
      ),
      approaching: template(
        "{company}: tu entrega es la siguiente",
        "Hola {customer}:\n\n{driver_first_name}, de {company}, va ahora hacia ti y llegará pronto.\n\nSíguela en vivo: {tracking_link}",
        "{company}: {driver_first_name} va ahora hacia ti. Sigue: {tracking_link}"
      ),
      delivered: template(
        "{company}: entregado",
        "Hola {customer}:\n\nTu entrega de {company} fue entregada. Cuéntanos cómo fue: {tracking_link}",
        "{company}: entregado. Cuéntanos cómo fue: {tracking_link}"
      ),
      not_delivered: template(
        "{company}: no pudimos entregar",
        "Hola {customer}:\n\n{company} no pudo entregar hoy. Mira qué pasó y acuerda otra visita: {tracking_link}",
        "{company}: no pudimos entregar hoy. Acuerda otra visita: {tracking_link}"
      ),
    },
  },
}

/**
 * The message that gives a customer a new window (the live ETA left the one they were told),
 * in each language: sent on the channels that told them the window, at most `max_updates` times.
 */
export const ETA_UPDATE_EVENT = "eta_updated"

export const etaUpdateTemplates: Record<NotificationLanguage, EventTemplate> = {
  en: template(
    "{company}: new arrival time",
    "Hello {customer},\n\nYour delivery from {company} now arrives today between {window}.\n\nFollow it live: {tracking_link}",
    "{company}: new arrival time, today between {window}. Track: {tracking_link}"
  ),
  es: template(
    "{company}: nueva hora de llegada",
    "Hola {customer}:\n\nTu entrega de {company} llega ahora hoy entre las {window}.\n\nSíguela en vivo: {tracking_link}",
    "{company}: nueva hora de llegada, hoy entre las {window}. Sigue: {tracking_link}"
  ),
}

/** A rating of a visit from its tracking page: 1 to 5, with an optional comment. */
export const ratingSchema = z
  .object({
    rating: declaredNumberSchema(rating, oneMessage(messages.ratingRange)),
    comment: z
      .string()
      .trim()
      .max(1000, { error: maxCharacters(1000) })
      .default(""),
  })
  .meta({ id: "Rating" })
