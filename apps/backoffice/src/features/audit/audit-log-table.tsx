import { useLingui } from "@lingui/react/macro"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import type { ComponentProps } from "react"

import type { components } from "@ruta/api-client/schema"

import { useClientZone } from "../../lib/use-units.ts"
import { useZonedDateTime } from "../../lib/use-zoned-date-time.ts"

export type AuditEvent = components["schemas"]["AuditEvent"]

const helper = createDataTableColumnHelper<AuditEvent>()

type AuditLogTableProps = Omit<
  ComponentProps<typeof DataTable<AuditEvent>>,
  "columns" | "getRowId" | "caption" | "empty"
>

const json = (value: unknown) =>
  value === null || value === undefined ? "" : JSON.stringify(value)

/** A JSON state of a row, cut to two lines. */
function State({ value }: { value: string }) {
  return <code className="line-clamp-2 text-xs break-all">{value}</code>
}

/**
 * Who changed what, when (on the client's clock, with the zone's name when that is not the
 * browser's; the browser's for the provider's staff, whose log spans clients: issue 43), with
 * the state before and after. Paging, search and the texts come from the screen.
 */
export function AuditLogTable(props: AuditLogTableProps) {
  const { t } = useLingui()
  const dateTime = useZonedDateTime(useClientZone())
  return (
    <DataTable
      {...props}
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
          cell: (info) => <State value={info.getValue()} />,
        }),
        helper.accessor((e) => json(e.after), {
          id: "after",
          header: t`After`,
          cell: (info) => <State value={info.getValue()} />,
        }),
      ]}
      getRowId={(event) => String(event.id)}
      caption={t`Audit log`}
      empty={t`Nothing recorded yet.`}
    />
  )
}
