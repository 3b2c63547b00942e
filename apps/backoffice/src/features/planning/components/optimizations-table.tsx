import { Trans, useLingui } from "@lingui/react/macro"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { Link } from "@tanstack/react-router"
import type { ComponentProps } from "react"

import { formatZonedDateTime } from "../../../lib/format.ts"
import { useSiteZones } from "../../../lib/use-units.ts"
import type { OptimizationSummary } from "../api/optimizations.ts"
import { OptimizationStateLabel } from "./optimization-state-label.tsx"

const helper = createDataTableColumnHelper<OptimizationSummary>()

type OptimizationsTableProps = Omit<
  ComponentProps<typeof DataTable<OptimizationSummary>>,
  "columns" | "getRowId" | "caption"
>

/**
 * The optimizations screen's list: each one's name linking to its workspace, site, method,
 * routes, stops, state and when it was created, on its site's clock with the zone's name when
 * that is not the browser's (issue 43). Paging, sorting, actions and the texts come from the
 * screen.
 */
export function OptimizationsTable(props: OptimizationsTableProps) {
  const { t, i18n } = useLingui()
  const siteZone = useSiteZones()
  return (
    <DataTable
      {...props}
      columns={[
        helper.accessor("name", {
          header: t`Name`,
          enableSorting: false,
          cell: (info) => (
            <Link
              to="/main/optimizations/$id_optimization"
              params={{ id_optimization: info.row.original.id_optimization }}
              className="font-medium underline-offset-4 hover:underline"
            >
              {info.getValue()}
            </Link>
          ),
        }),
        helper.accessor("subsidiary", {
          header: t`Site`,
          enableSorting: false,
        }),
        helper.accessor("method", {
          header: t`Method`,
          enableSorting: false,
          cell: (info) =>
            info.getValue() === 2 ? (
              <Trans>Spreadsheet</Trans>
            ) : (
              <Trans>Manual</Trans>
            ),
        }),
        helper.accessor("routes_quantity", {
          header: t`Routes`,
          enableSorting: false,
        }),
        helper.accessor("stops_quantity", {
          header: t`Stops`,
          enableSorting: false,
        }),
        helper.accessor("optimization_state", {
          header: t`State`,
          enableSorting: false,
          cell: (info) => <OptimizationStateLabel state={info.getValue()} />,
        }),
        helper.accessor(
          (o) =>
            formatZonedDateTime(
              o.createdAt,
              i18n.locale,
              siteZone(o.id_subsidiary)
            ),
          { id: "createdAt", header: t`Created` }
        ),
      ]}
      getRowId={(o) => String(o.id_optimization)}
      caption={t`Optimizations`}
    />
  )
}
