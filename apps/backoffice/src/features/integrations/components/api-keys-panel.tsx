import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { ConfirmDialog } from "@ruta/ui/components/confirm-dialog"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { PlusIcon } from "lucide-react"
import { useState } from "react"

import { useTableLabels } from "../../../lib/use-table-labels.ts"
import type { ApiKey, ApiKeyInput } from "../api/integrations.ts"
import { ApiKeyDialog } from "./api-key-dialog.tsx"
import { SecretDialog } from "./secret-dialog.tsx"
import { useRoleName } from "../../../lib/use-role-name.ts"
import { useClientZone } from "../../../lib/use-units.ts"
import { useZonedDateTime } from "../../../lib/use-zoned-date-time.ts"

const helper = createDataTableColumnHelper<ApiKey>()

/**
 * Settings → Integrations → API keys: the client's keys (prefix, role, site, who made them,
 * last use and address), a new key shown once, and revocation.
 */
export function ApiKeysPanel({
  keys,
  roles,
  sites,
  canCreate,
  canRevoke,
  onCreate,
  onRevoke,
}: {
  keys: ApiKey[]
  roles: { id_role: number; name: string }[]
  sites: { id_subsidiary: number; name: string }[]
  canCreate: boolean
  canRevoke: boolean
  /** Makes the key; answers its secret. */
  onCreate: (input: ApiKeyInput) => Promise<string>
  onRevoke: (key: ApiKey) => Promise<void>
}) {
  const { t } = useLingui()
  const roleName = useRoleName()
  const labels = useTableLabels()
  const [creating, setCreating] = useState(false)
  const [secret, setSecret] = useState<string | null>(null)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)
  const [pending, setPending] = useState(false)
  const when = useZonedDateTime(useClientZone())
  const status = {
    active: t`Active`,
    expired: t`Expired`,
    revoked: t`Revoked`,
  }
  return (
    <section className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-medium">
          <Trans>API keys</Trans>
        </h2>
        {canCreate && (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon />
            <Trans>New API key</Trans>
          </Button>
        )}
      </div>
      <DataTable
        caption={t`API keys`}
        labels={labels}
        paging={false}
        data={keys}
        getRowId={(key) => String(key.id_api_key)}
        empty={t`No API keys yet.`}
        columns={[
          helper.accessor("name", {
            header: t`Name`,
            cell: (info) => (
              <span className="grid">
                {info.getValue()}
                <code className="text-xs text-muted-foreground">
                  {info.row.original.prefix}…
                </code>
              </span>
            ),
          }),
          helper.accessor(
            (key) =>
              `${roleName({ id_role: key.id_role, name: key.role_name })} · ${key.subsidiary_name ?? t`Every site`}`,
            { id: "access", header: t`Access` }
          ),
          helper.accessor("createdAt", {
            header: t`Created`,
            cell: (info) =>
              `${when(info.getValue())} · ${info.row.original.created_by_name ?? "—"}`,
          }),
          helper.accessor("lastUsedAt", {
            header: t`Last used`,
            cell: (info) =>
              info.getValue()
                ? `${when(info.getValue())} · ${info.row.original.lastIp ?? ""}`
                : t`Never`,
          }),
          helper.accessor("status", {
            header: t`Status`,
            cell: (info) =>
              info.row.original.expiresAt && info.getValue() === "active"
                ? t`Active until ${when(info.row.original.expiresAt)}`
                : status[info.getValue() as keyof typeof status],
          }),
        ]}
        rowActions={(key) =>
          canRevoke && key.status === "active"
            ? [
                {
                  id: "revoke",
                  label: t`Revoke`,
                  destructive: true,
                  onSelect: () => setRevoking(key),
                },
              ]
            : []
        }
      />
      {creating && (
        <ApiKeyDialog
          roles={roles}
          sites={sites}
          onClose={() => setCreating(false)}
          onSave={async (input) => {
            const made = await onCreate(input)
            setCreating(false)
            setSecret(made)
          }}
        />
      )}
      <SecretDialog
        title={t`API key created`}
        secret={secret}
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t`Revoke ${revoking?.name ?? ""}?`}
        description={t`Every call made with this key will be refused from now on.`}
        confirmLabel={t`Revoke`}
        cancelLabel={t`Cancel`}
        pending={pending}
        onConfirm={() => {
          if (!revoking) return
          setPending(true)
          void onRevoke(revoking).finally(() => {
            setPending(false)
            setRevoking(null)
          })
        }}
      />
    </section>
  )
}
