// Rows the integrations stories show: API keys, webhook endpoints and deliveries as the API
// answers them.
import type {
  ApiKey,
  WebhookDelivery,
  WebhookEndpoint,
} from "../api/integrations.ts"

export const roles = [
  { id_role: 2, name: "client user" },
  { id_role: 3, name: "subsidiary user" },
]

export const sites = [
  { id_subsidiary: 1, name: "Acme Centro" },
  { id_subsidiary: 2, name: "Acme Norte" },
]

export const apiKeys: ApiKey[] = [
  {
    id_api_key: 2,
    name: "Shop",
    prefix: "rk_q9c2X7mS",
    id_role: 2,
    role_name: "client user",
    id_subsidiary: null,
    subsidiary_name: null,
    created_by: 3,
    created_by_name: "Acme Deliveries Manager",
    createdAt: "2026-11-20T09:00:00.000Z",
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: "2026-11-21T08:15:00.000Z",
    lastIp: "203.0.113.7",
    status: "active",
  },
  {
    id_api_key: 1,
    name: "Old ERP",
    prefix: "rk_bE1yTn4R",
    id_role: 3,
    role_name: "subsidiary user",
    id_subsidiary: 2,
    subsidiary_name: "Acme Norte",
    created_by: 3,
    created_by_name: "Acme Deliveries Manager",
    createdAt: "2026-10-01T09:00:00.000Z",
    expiresAt: null,
    revokedAt: "2026-11-01T09:00:00.000Z",
    lastUsedAt: null,
    lastIp: null,
    status: "revoked",
  },
]

export const endpoints: WebhookEndpoint[] = [
  {
    id_webhook_endpoint: 1,
    url: "https://shop.example.com/ruta",
    description: "Shop",
    events: ["stop.completed", "stop.failed"],
    enabled: true,
    disabled_reason: "",
    failing_since: null,
    previous_secret_expires_at: null,
    createdAt: "2026-11-20T09:00:00.000Z",
  },
  {
    id_webhook_endpoint: 2,
    url: "https://erp.example.com/hooks",
    description: "ERP",
    events: ["optimization.optimized"],
    enabled: false,
    disabled_reason: "failing",
    failing_since: null,
    previous_secret_expires_at: null,
    createdAt: "2026-11-01T09:00:00.000Z",
  },
]

export const deliveries: WebhookDelivery[] = [
  {
    id_delivery: 2,
    id_webhook_endpoint: 1,
    message_id: "msg_2",
    type: "stop.failed",
    status: "pending",
    attempts: 2,
    response_status: 500,
    response_ms: 120,
    response_body: "Internal Server Error",
    error: "The endpoint answered 500.",
    last_attempt_at: "2026-11-21T08:16:00.000Z",
    next_attempt_at: "2026-11-21T08:16:20.000Z",
    createdAt: "2026-11-21T08:15:00.000Z",
  },
  {
    id_delivery: 1,
    id_webhook_endpoint: 1,
    message_id: "msg_1",
    type: "stop.completed",
    status: "succeeded",
    attempts: 1,
    response_status: 200,
    response_ms: 48,
    response_body: "ok",
    error: null,
    last_attempt_at: "2026-11-21T08:10:00.000Z",
    next_attempt_at: null,
    createdAt: "2026-11-21T08:10:00.000Z",
  },
]
