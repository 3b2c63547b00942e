import { Trans, useLingui } from "@lingui/react/macro"
import { ContextType } from "@ruta/permissions/context-types"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { listSearch } from "@ruta/ui/lib/list-search"
import { NoAccess } from "@ruta/ui/components/no-access"
import { queryOptions } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"

import type { components } from "@ruta/api-client/schema"

import { useListRows } from "../../features/shell/list-rows.ts"
import { useRouteList } from "../../features/shell/route-list.ts"
import { api, unwrap } from "../../lib/api.ts"
import { useClientZone } from "../../lib/use-units.ts"
import { useZonedDateTime } from "../../lib/use-zoned-date-time.ts"

type AuditEvent = components["schemas"]["AuditEvent"]

const auditQueryOptions = (filters: {
  page: number
  size: number
  entity?: string | undefined
}) =>
  queryOptions({
    queryKey: ["audit-events", filters],
    queryFn: async () =>
      (await unwrap(api.GET("/audit-events", { params: { query: filters } })))
        .data,
  })

// Who changed what, when, with the state before and after: for the provider's own staff.
export const Route = createFileRoute("/main/audit-log")({
  validateSearch: listSearch(),
  component: AuditLogPage,
})

const helper = createDataTableColumnHelper<AuditEvent>()

function AuditLogPage() {
  const { t } = useLingui()
  // The client's clock (the browser's for the provider's staff, whose log spans clients).
  const dateTime = useZonedDateTime(useClientZone())
  const { user } = Route.useRouteContext()
  const list = useRouteList(Route.useSearch(), Route.useNavigate())
  const provider = user.id_context_type === ContextType.SYSTEM
  const events = useListRows({
    ...auditQueryOptions({
      page: list.paging.page,
      size: list.paging.size,
      entity: list.paging.text,
    }),
    enabled: provider,
  })
  if (!provider) return <NoAccess title={t`No access`} />
  const json = (value: unknown) =>
    value === null || value === undefined ? "" : JSON.stringify(value)

  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">
        <Trans>Audit log</Trans>
      </h1>
      <DataTable
        {...list.table}
        {...events.table}
        columns={[
          helper.accessor("createdAt", {
            header: t`When`,
            cell: (info) => dateTime(info.getValue()),
          }),
          helper.accessor("user_name", {
            header: t`Who`,
            cell: (info) => info.getValue() ?? "—",
          }),
          helper.accessor("action", { header: t`What` }),
          helper.accessor(
            (e) => `${e.entity}${e.entityId ? ` #${e.entityId}` : ""}`,
            { id: "entity", header: t`On` }
          ),
          helper.accessor((e) => json(e.before), {
            id: "before",
            header: t`Before`,
            cell: (info) => (
              <code className="line-clamp-2 text-xs break-all">
                {info.getValue()}
              </code>
            ),
          }),
          helper.accessor((e) => json(e.after), {
            id: "after",
            header: t`After`,
            cell: (info) => (
              <code className="line-clamp-2 text-xs break-all">
                {info.getValue()}
              </code>
            ),
          }),
        ]}
        getRowId={(event) => String(event.id)}
        caption={t`Audit log`}
        empty={t`Nothing recorded yet.`}
      />
    </section>
  )
}
