import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from "@tanstack/react-query"
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router"
import { useState } from "react"

import {
  deleteOptimization,
  getOptimizationQueryOptions,
  optimizationsKey,
} from "../../../features/planning/api/optimizations.ts"
import {
  copyAsScenario,
  getScenariosQueryOptions,
  promoteScenario,
} from "../../../features/scenarios/api/scenarios.ts"
import { CopyScenarioDialog } from "../../../features/scenarios/components/copy-scenario-dialog.tsx"
import { ScenarioComparison } from "../../../features/scenarios/components/scenario-comparison.tsx"
import { useAbility } from "../../../features/shell/ability-context.tsx"
import { ListScreenHeader } from "../../../features/shell/list-screen-header.tsx"
import { useServerToast } from "../../../lib/use-server-toast.ts"

// What-if scenarios of a plan (issue 45): copy as a scenario, compare side by side, promote one.
export const Route = createFileRoute(
  "/main/optimizations/$id_optimization_/scenarios"
)({
  staticData: { screen: "optimizations" },
  params: {
    parse: (p) => ({ id_optimization: Number(p.id_optimization) }),
    stringify: (p) => ({ id_optimization: String(p.id_optimization) }),
  },
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(
      getOptimizationQueryOptions(params.id_optimization)
    ),
  component: ScenariosPage,
})

function ScenariosPage() {
  const { t } = useLingui()
  const { id_optimization } = Route.useParams()
  const navigate = useNavigate()
  const ability = useAbility()
  const toast = useServerToast()
  const queryClient = useQueryClient()
  const { data: plan } = useSuspenseQuery(
    getOptimizationQueryOptions(id_optimization)
  )
  const figures = useQuery(getScenariosQueryOptions(id_optimization))
  const [copying, setCopying] = useState(false)
  const open = (id: number) =>
    void navigate({
      to: "/main/optimizations/$id_optimization",
      params: { id_optimization: id },
    })
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: optimizationsKey })

  return (
    <section className="grid gap-6">
      <ListScreenHeader title={t`Scenarios of ${plan.name}`}>
        <div className="flex gap-2">
          <Button variant="outline" asChild>
            <Link
              to="/main/optimizations/$id_optimization"
              params={{ id_optimization }}
            >
              <Trans>Back to the plan</Trans>
            </Link>
          </Button>
          {ability.can("create", "optimizations") && (
            <Button onClick={() => setCopying(true)}>
              <Trans>Copy as scenario</Trans>
            </Button>
          )}
        </div>
      </ListScreenHeader>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Run each scenario as any plan, then compare them side by side. The
          best of each figure is in bold. Scenarios are not billed until one is
          promoted to be the plan.
        </Trans>
      </p>
      {figures.data && (
        <ScenarioComparison
          figures={figures.data}
          current={id_optimization}
          canPromote={ability.can("edit", "optimizations")}
          canDelete={ability.can("delete", "optimizations")}
          onOpen={open}
          onPromote={async (id) => {
            const promoted = await promoteScenario(id)
            toast.success(promoted.message)
            await refresh()
          }}
          onDelete={async (id) => {
            const deleted = await deleteOptimization(id)
            toast.success(deleted.message)
            if (id === id_optimization)
              await navigate({ to: "/main/optimizations" })
            else await refresh()
          }}
        />
      )}
      {copying && (
        <CopyScenarioDialog
          planName={plan.name}
          initialHorizon={plan.horizon_days}
          onClose={() => setCopying(false)}
          onSubmit={async (copy) => {
            const made = await copyAsScenario(id_optimization, copy)
            toast.success(made.message)
            setCopying(false)
            await refresh()
            open(made.id_optimization)
          }}
        />
      )}
    </section>
  )
}
