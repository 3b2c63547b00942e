import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { PlusIcon } from "lucide-react"
import { useState } from "react"
import type { ReactNode } from "react"

import { useTableLabels } from "../../../lib/use-table-labels.ts"
import type { WebhookEndpoint, WebhookInput } from "../api/integrations.ts"
import { SecretDialog } from "./secret-dialog.tsx"
import { WebhookDialog } from "./webhook-dialog.tsx"

const helper = createDataTableColumnHelper<WebhookEndpoint>()

/**
 * Settings → Integrations → Webhooks: the client's endpoints, a new one's secret shown once, its
 * rotation, a test event, and the delivery log of the endpoint chosen (`log`).
 */
export function WebhooksPanel({
  endpoints,
  canCreate,
  canEdit,
  canDelete,
  onCreate,
  onSave,
  onDelete,
  onRotate,
  onTest,
  onShowLog,
  log,
}: {
  endpoints: WebhookEndpoint[]
  canCreate: boolean
  canEdit: boolean
  canDelete: boolean
  /** Adds the endpoint; answers its secret. */
  onCreate: (input: WebhookInput) => Promise<string>
  onSave: (endpoint: WebhookEndpoint, input: WebhookInput) => Promise<void>
  onDelete: (endpoint: WebhookEndpoint) => void
  /** Makes a new secret; answers it. */
  onRotate: (endpoint: WebhookEndpoint) => Promise<string>
  onTest: (endpoint: WebhookEndpoint) => void
  onShowLog: (endpoint: WebhookEndpoint) => void
  /** The delivery log of the endpoint chosen, under the list. */
  log?: ReactNode
}) {
  const { t } = useLingui()
  const labels = useTableLabels()
  const [editing, setEditing] = useState<WebhookEndpoint | "new" | null>(null)
  const [secret, setSecret] = useState<string | null>(null)
  const state = (endpoint: WebhookEndpoint) =>
    endpoint.enabled
      ? endpoint.failing_since
        ? t`Failing`
        : t`Enabled`
      : endpoint.disabled_reason === "failing"
        ? t`Disabled after 3 days of failures`
        : t`Disabled`
  return (
    <section className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-medium">
          <Trans>Webhooks</Trans>
        </h2>
        {canCreate && (
          <Button onClick={() => setEditing("new")}>
            <PlusIcon />
            <Trans>New endpoint</Trans>
          </Button>
        )}
      </div>
      <DataTable
        caption={t`Webhook endpoints`}
        labels={labels}
        paging={false}
        data={endpoints}
        getRowId={(e) => String(e.id_webhook_endpoint)}
        empty={t`No webhook endpoints yet.`}
        columns={[
          helper.accessor("url", { header: t`URL` }),
          helper.accessor("events", {
            header: t`Events`,
            cell: (info) => info.getValue().join(", "),
          }),
          helper.accessor((e) => state(e), { id: "state", header: t`Status` }),
        ]}
        rowActions={(endpoint) => [
          {
            id: "log",
            label: t`Delivery log`,
            onSelect: () => onShowLog(endpoint),
          },
          ...(canEdit
            ? [
                {
                  id: "test",
                  label: t`Send test event`,
                  onSelect: () => onTest(endpoint),
                },
                {
                  id: "edit",
                  label: t`Edit`,
                  onSelect: () => setEditing(endpoint),
                },
                {
                  id: "rotate",
                  label: t`Rotate secret`,
                  onSelect: () =>
                    void onRotate(endpoint).then(setSecret, () => {}),
                },
              ]
            : []),
          ...(canDelete
            ? [
                {
                  id: "delete",
                  label: t`Delete`,
                  destructive: true,
                  onSelect: () => onDelete(endpoint),
                },
              ]
            : []),
        ]}
      />
      {log}
      {editing !== null && (
        <WebhookDialog
          endpoint={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            if (editing === "new") setSecret(await onCreate(input))
            else await onSave(editing, input)
            setEditing(null)
          }}
        />
      )}
      <SecretDialog
        title={t`Signing secret`}
        secret={secret}
        onClose={() => setSecret(null)}
      />
    </section>
  )
}
