import { z } from "zod"

import {
  DOMAIN_EVENT_TYPES,
  domainEventTypeSchema,
} from "../events/domain-events.ts"

const timestamp = z.string().nullable()

export const webhookEndpointSchema = z
  .object({
    id_webhook_endpoint: z.number().int(),
    url: z.string(),
    description: z.string(),
    events: z.array(domainEventTypeSchema),
    enabled: z.boolean(),
    /** "failing" when Ruta disabled it after 3 days of failures. */
    disabled_reason: z.string(),
    failing_since: timestamp,
    /** Until when the secret before the last rotation still signs. */
    previous_secret_expires_at: timestamp,
    createdAt: z.string(),
  })
  .meta({ id: "WebhookEndpoint" })

/** An endpoint just made, or its secret just rotated: the only time the secret is shown. */
export const webhookSecretSchema = webhookEndpointSchema
  .extend({ secret: z.string() })
  .meta({ id: "WebhookEndpointWithSecret" })

export const webhookEndpointBody = z.object({
  url: z
    .string({ error: "Required field." })
    .trim()
    .min(1, "Required field.")
    .max(2000, "Max 2000 characters"),
  description: z.string().trim().max(200, "Max 200 characters").default(""),
  events: z
    .array(domainEventTypeSchema, { error: "Choose at least one event." })
    .min(1, "Choose at least one event.")
    .max(DOMAIN_EVENT_TYPES.length),
  enabled: z.boolean().default(true),
})
export type WebhookEndpointBody = z.infer<typeof webhookEndpointBody>

export const webhookDeliverySchema = z
  .object({
    id_delivery: z.number().int(),
    id_webhook_endpoint: z.number().int(),
    message_id: z.string(),
    type: z.string(),
    status: z.enum(["pending", "sending", "succeeded", "failed"]),
    attempts: z.number().int(),
    response_status: z.number().int().nullable(),
    response_ms: z.number().int().nullable(),
    /** The first 1 KB of the endpoint's last answer. */
    response_body: z.string().nullable(),
    error: z.string().nullable(),
    last_attempt_at: timestamp,
    next_attempt_at: timestamp,
    createdAt: z.string(),
  })
  .meta({ id: "WebhookDelivery" })
