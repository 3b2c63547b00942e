import { queryOptions } from "@tanstack/react-query"
import { DOMAIN_EVENT_TYPES } from "@ruta/validation/domain-events"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"

export type ApiKey = components["schemas"]["ApiKey"]
export type CreatedApiKey = components["schemas"]["CreatedApiKey"]
export type WebhookEndpoint = components["schemas"]["WebhookEndpoint"]
export type WebhookDelivery = components["schemas"]["WebhookDelivery"]

export interface ApiKeyInput {
  name: string
  id_role: number
  id_subsidiary: number | null
  expires_at: string | null
}

/** An event an endpoint may subscribe to (docs/integrations.md). */
export type WebhookEvent = components["schemas"]["DomainEventType"]

export interface WebhookInput {
  url: string
  description: string
  events: WebhookEvent[]
  enabled: boolean
}

/** The events an endpoint may subscribe to, in the order the form lists them. */
export const WEBHOOK_EVENTS =
  DOMAIN_EVENT_TYPES satisfies readonly WebhookEvent[]

export const integrationsKey = ["integrations"] as const

/** How often the API keys' list is read again while it is in view. */
const API_KEYS_REFRESH_MS = 5000

export const getApiKeysQueryOptions = () =>
  queryOptions({
    queryKey: [...integrationsKey, "api-keys"],
    queryFn: async () => (await unwrap(api.GET("/api-keys"))).data.items,
    // A key is used by scripts, not by this screen: its "Last used" is read again while the
    // screen is in view and whenever the window comes back to it (no live event carries it).
    refetchInterval: API_KEYS_REFRESH_MS,
    refetchOnWindowFocus: "always",
  })

export const getWebhooksQueryOptions = () =>
  queryOptions({
    queryKey: [...integrationsKey, "webhooks"],
    queryFn: async () => (await unwrap(api.GET("/webhooks"))).data.items,
  })

export const getDeliveriesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...integrationsKey, "deliveries", id],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/webhooks/{id}/deliveries", {
            params: { path: { id }, query: { page: 0, size: 50 } },
          })
        )
      ).data.items,
    // Deliveries are sent in the background: the log follows them.
    refetchInterval: 3000,
  })

export const createApiKey = async (body: ApiKeyInput) =>
  unwrap(api.POST("/api-keys", { body }))

export const revokeApiKey = async (id: number) =>
  unwrap(api.DELETE("/api-keys/{id}", { params: { path: { id } } }))

export const createWebhook = async (body: WebhookInput) =>
  unwrap(api.POST("/webhooks", { body }))

export const saveWebhook = async (id: number, body: WebhookInput) =>
  unwrap(api.PUT("/webhooks/{id}", { params: { path: { id } }, body }))

export const deleteWebhook = async (id: number) =>
  unwrap(api.DELETE("/webhooks/{id}", { params: { path: { id } } }))

export const rotateWebhookSecret = async (id: number) =>
  unwrap(api.POST("/webhooks/{id}/rotate-secret", { params: { path: { id } } }))

export const sendTestEvent = async (id: number) =>
  unwrap(api.POST("/webhooks/{id}/test", { params: { path: { id } } }))

export const sendDeliveryAgain = async (id: number) =>
  unwrap(
    api.POST("/webhook-deliveries/{id}/send-again", {
      params: { path: { id } },
    })
  )
