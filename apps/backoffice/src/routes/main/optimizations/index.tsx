import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { listSearch } from "@ruta/ui/lib/list-search"
import { Link, createFileRoute, useNavigate } from "@tanstack/react-router"
import { useQueryClient } from "@tanstack/react-query"
import { CalendarRange, Plus } from "lucide-react"
import { useState } from "react"
import { z } from "zod"

import {
  deleteOptimization,
  getOptimizationsQueryOptions,
  optimizationsKey,
} from "../../../features/planning/api/optimizations.ts"
import type { OptimizationSummary } from "../../../features/planning/api/optimizations.ts"
import { OptimizationsTable } from "../../../features/planning/components/optimizations-table.tsx"
import { planVisits } from "../../../features/planning/api/visit-plans.ts"
import { PlanVisitsDialog } from "../../../features/planning/visits/plan-visits-dialog.tsx"
import { useAbility } from "../../../features/shell/ability-context.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../../features/shell/delete-confirmation.tsx"
import { useListRows } from "../../../features/shell/list-rows.ts"
import { useRouteList } from "../../../features/shell/route-list.ts"
import { ListScreenHeader } from "../../../features/shell/list-screen-header.tsx"
import { useRowActions } from "../../../features/shell/row-actions.ts"
import { useSiteZones } from "../../../lib/use-units.ts"

export const Route = createFileRoute("/main/optimizations/")({
  staticData: { screen: "optimizations" },
  validateSearch: listSearch({
    order: z.enum(["newest", "oldest"]).optional(),
  }),
  component: OptimizationsPage,
})

function OptimizationsPage() {
  const { t } = useLingui()
  const { user } = Route.useRouteContext()
  const queryClient = useQueryClient()
  const [planning, setPlanning] = useState(false)
  // Each optimization's time on its site's clock.
  const siteZone = useSiteZones()
  const go = useNavigate()
  const search = Route.useSearch()
  const list = useRouteList(search, Route.useNavigate())
  const ability = useAbility()
  const actions = useRowActions("optimizations")
  const optimizations = useListRows(
    getOptimizationsQueryOptions({ ...list.paging, order: search.order })
  )
  const canCreate = ability.can("menuNewOptimization", "sideMenu")
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
        {canCreate && user.clientData && (
          <Button variant="outline" onClick={() => setPlanning(true)}>
            <CalendarRange /> <Trans>Plan next week</Trans>
          </Button>
        )}
        {canCreate && (
          <Button asChild>
            <Link to="/main/new-optimization">
              <Plus /> <Trans>New optimization</Trans>
            </Link>
          </Button>
        )}
      </ListScreenHeader>
      <OptimizationsTable
        {...list.table}
        {...optimizations.table}
        // Sorted by created date only (the server's order): newest first unless asked.
        sorting={[{ id: "createdAt", desc: search.order !== "oldest" }]}
        // A click from newest first goes to oldest first and back (never to unsorted).
        onSortingChange={(sorting) =>
          list.filter(
            "order",
            (sorting[0] ? !sorting[0].desc : search.order !== "oldest")
              ? "oldest"
              : undefined
          )
        }
        empty={
          canCreate ? (
            <span className="grid justify-items-center gap-3">
              <Trans>No optimizations yet.</Trans>
              <Button asChild size="sm">
                <Link to="/main/new-optimization">
                  <Plus /> <Trans>New optimization</Trans>
                </Link>
              </Button>
            </span>
          ) : (
            t`No optimizations yet.`
          )
        }
        rowActions={(o) =>
          actions({
            more: [{ id: "open", label: t`Open`, onSelect: () => open(o) }],
            remove: () => deletion.ask(o),
          })
        }
      />
      {planning && user.clientData && (
        <PlanVisitsDialog
          sites={user.clientData.subsidiaries}
          zoneOf={siteZone}
          onClose={() => setPlanning(false)}
          onPlan={async (plan) => {
            const { data } = await planVisits(plan)
            await queryClient.invalidateQueries({ queryKey: optimizationsKey })
            setPlanning(false)
            void go({
              to: "/main/optimizations/$id_optimization",
              params: { id_optimization: data.id_optimization },
            })
          }}
        />
      )}
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete the optimization ${deletion.item?.name ?? ""}?`}
        description={t`Its routes and stops are deleted with it. This cannot be undone.`}
      />
    </section>
  )
}
