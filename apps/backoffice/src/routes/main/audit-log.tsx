import { Trans, useLingui } from "@lingui/react/macro"
import { ContextType } from "@ruta/permissions/context-types"
import { listSearch } from "@ruta/ui/lib/list-search"
import { NoAccess } from "@ruta/ui/components/no-access"
import { queryOptions } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"

import { AuditLogTable } from "../../features/audit/audit-log-table.tsx"
import { useListRows } from "../../features/shell/list-rows.ts"
import { useRouteList } from "../../features/shell/route-list.ts"
import { api, unwrap } from "../../lib/api.ts"

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

function AuditLogPage() {
  const { t } = useLingui()
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
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-semibold tracking-tight">
        <Trans>Audit log</Trans>
      </h1>
      <AuditLogTable {...list.table} {...events.table} />
    </section>
  )
}
