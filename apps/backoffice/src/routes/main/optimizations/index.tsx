import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { Link, createFileRoute, useNavigate } from "@tanstack/react-router"
import { Plus } from "lucide-react"
import { z } from "zod"

import {
  deleteOptimization,
  getOptimizationsQueryOptions,
  optimizationsKey,
} from "../../../features/planning/api/optimizations.ts"
import type { OptimizationSummary } from "../../../features/planning/api/optimizations.ts"
import { OptimizationStateLabel } from "../../../features/planning/components/optimization-state-label.tsx"
import { useAbility } from "../../../features/shell/ability-context.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../../features/shell/delete-confirmation.tsx"
import { ListScreenHeader } from "../../../features/shell/list-screen-header.tsx"
import { formatDateTime } from "../../../lib/format.ts"
import { useTableLabels } from "../../../lib/use-table-labels.ts"

export const Route = createFileRoute("/main/optimizations/")({
  staticData: { screen: "optimizations" },
  validateSearch: z.object({
    page: z.number().int().min(0).optional(),
    size: z.number().int().min(1).max(100).optional(),
    text: z.string().optional(),
  }),
  component: OptimizationsPage,
})

const helper = createDataTableColumnHelper<OptimizationSummary>()

function OptimizationsPage() {
  const { t, i18n } = useLingui()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const go = useNavigate()
  const ability = useAbility()
  const labels = useTableLabels()
  const filters = {
    page: search.page ?? 0,
    size: search.size ?? 25,
    text: search.text,
  }
  const optimizations = useQuery({
    ...getOptimizationsQueryOptions(filters),
    placeholderData: keepPreviousData,
  })
  const deletion = useDeleteConfirmation({
    remove: (o: OptimizationSummary) => deleteOptimization(o.id_optimization),
    queryKey: optimizationsKey,
  })
  const open = (o: OptimizationSummary) =>
    void go({
      to: "/main/optimizations/$id_optimization",
      params: { id_optimization: o.id_optimization },
    })
  return (
    <section className="grid gap-4">
      <ListScreenHeader title={<Trans>Optimizations</Trans>}>
        {ability.can("menuNewOptimization", "sideMenu") && (
          <Button asChild>
            <Link to="/main/new-optimization">
              <Plus /> <Trans>New optimization</Trans>
            </Link>
          </Button>
        )}
      </ListScreenHeader>
      <DataTable
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
          helper.accessor((o) => formatDateTime(o.createdAt, i18n.locale), {
            id: "createdAt",
            header: t`Created`,
            enableSorting: false,
          }),
        ]}
        data={optimizations.data?.items ?? []}
        rowCount={optimizations.data?.total ?? 0}
        getRowId={(o) => String(o.id_optimization)}
        loading={optimizations.isFetching}
        labels={labels}
        caption={t`Optimizations`}
        pagination={{ pageIndex: filters.page, pageSize: filters.size }}
        onPaginationChange={(p) =>
          void navigate({
            search: (s) => ({ ...s, page: p.pageIndex, size: p.pageSize }),
          })
        }
        search={search.text ?? ""}
        onSearchChange={(text) =>
          void navigate({
            search: (s) => ({ ...s, text: text || undefined, page: 0 }),
          })
        }
        empty={t`No optimizations yet. Start one with "New optimization".`}
        rowActions={(o) => [
          { id: "open", label: t`Open`, onSelect: () => open(o) },
          {
            id: "delete",
            label: t`Delete`,
            destructive: true,
            disabled: !ability.can("delete", "optimizations"),
            onSelect: () => deletion.ask(o),
          },
        ]}
      />
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete the optimization ${deletion.item?.name ?? ""}?`}
        description={t`Its routes and stops are deleted with it. This cannot be undone.`}
      />
    </section>
  )
}
