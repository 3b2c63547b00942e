import { Trans } from "@lingui/react/macro"
import { ContextType } from "@ruta/permissions/context-types"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { useState } from "react"

import {
  createApiKey,
  createWebhook,
  deleteWebhook,
  getApiKeysQueryOptions,
  getDeliveriesQueryOptions,
  getWebhooksQueryOptions,
  integrationsKey,
  revokeApiKey,
  rotateWebhookSecret,
  saveWebhook,
  sendDeliveryAgain,
  sendTestEvent,
} from "../../features/integrations/api/integrations.ts"
import type { WebhookEndpoint } from "../../features/integrations/api/integrations.ts"
import { ApiKeysPanel } from "../../features/integrations/components/api-keys-panel.tsx"
import { DeliveryLog } from "../../features/integrations/components/delivery-log.tsx"
import { WebhooksPanel } from "../../features/integrations/components/webhooks-panel.tsx"
import { getRolesQueryOptions } from "../../features/roles/api/roles.ts"
import { useAbility } from "../../features/shell/ability-context.tsx"
import { ClientRequired } from "../../features/shell/client-required.tsx"
import { useServerToast } from "../../lib/use-server-toast.ts"

// Settings → Integrations: API keys, webhook endpoints and their delivery log (issue 34).
export const Route = createFileRoute("/main/integrations")({
  staticData: { screen: "integrations" },
  component: IntegrationsPage,
})

function IntegrationsPage() {
  const { user } = Route.useRouteContext()
  if (!user.clientData) return <ClientRequired />
  return <Integrations sites={user.clientData.subsidiaries} />
}

function Integrations({
  sites,
}: {
  sites: { id_subsidiary: number; name: string }[]
}) {
  const ability = useAbility()
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const keys = useQuery(getApiKeysQueryOptions())
  const endpoints = useQuery(getWebhooksQueryOptions())
  const roles = useQuery(getRolesQueryOptions({ page: 0, size: 100 }))
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null)
  const deliveries = useQuery({
    ...getDeliveriesQueryOptions(logOf?.id_webhook_endpoint ?? 0),
    enabled: logOf !== null,
  })
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: integrationsKey })
  /** Runs a change, toasts the server's message, and refreshes the lists. */
  const act = async <T extends { message: string }>(
    change: () => Promise<T>
  ) => {
    const done = await change()
    toast.success(done.message)
    refresh()
    return done
  }
  const quietly = (change: () => Promise<{ message: string }>) =>
    void act(change).catch(toast.failure)
  const can = (action: string) => ability.can(action, "integrations")
  const clientRoles = (roles.data?.items ?? []).filter(
    (role) =>
      role.id_context_type === ContextType.CLIENT ||
      role.id_context_type === ContextType.SUBSIDIARY
  )

  return (
    <section className="grid gap-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Integrations</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            Let your shop, ERP or scripts call Ruta with an API key, and follow
            the day through signed webhooks.
          </Trans>
        </p>
      </div>
      <ApiKeysPanel
        keys={keys.data ?? []}
        roles={clientRoles}
        sites={sites}
        canCreate={can("create")}
        canRevoke={can("delete")}
        onCreate={async (input) =>
          (await act(() => createApiKey(input))).data.key
        }
        onRevoke={async (key) => {
          await act(() => revokeApiKey(key.id_api_key)).catch(toast.failure)
        }}
      />
      <WebhooksPanel
        endpoints={endpoints.data ?? []}
        canCreate={can("create")}
        canEdit={can("edit")}
        canDelete={can("delete")}
        onCreate={async (input) =>
          (await act(() => createWebhook(input))).data.secret
        }
        onSave={async (endpoint, input) => {
          await act(() => saveWebhook(endpoint.id_webhook_endpoint, input))
        }}
        onDelete={(endpoint) => {
          if (logOf?.id_webhook_endpoint === endpoint.id_webhook_endpoint)
            setLogOf(null)
          quietly(() => deleteWebhook(endpoint.id_webhook_endpoint))
        }}
        onRotate={async (endpoint) => {
          try {
            return (
              await act(() => rotateWebhookSecret(endpoint.id_webhook_endpoint))
            ).data.secret
          } catch (error) {
            toast.failure(error)
            throw error
          }
        }}
        onTest={(endpoint) => {
          setLogOf(endpoint)
          quietly(() => sendTestEvent(endpoint.id_webhook_endpoint))
        }}
        onShowLog={setLogOf}
        log={
          logOf && (
            <DeliveryLog
              url={logOf.url}
              deliveries={deliveries.data ?? []}
              canSend={can("edit")}
              onSendAgain={(delivery) =>
                quietly(() => sendDeliveryAgain(delivery.id_delivery))
              }
            />
          )
        }
      />
      <p className="text-sm text-muted-foreground">
        <Trans>
          How to call the API: every call, its fields and its answers are in the{" "}
          <a
            href="/api/v1/openapi.json"
            target="_blank"
            rel="noreferrer"
            className="text-primary underline underline-offset-4"
          >
            API reference (OpenAPI)
          </a>
          . Webhooks are signed as Standard Webhooks are: any of its libraries
          verifies them with the endpoint's signing secret.
        </Trans>
      </p>
    </section>
  )
}
