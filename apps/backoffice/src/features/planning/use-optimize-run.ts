import { useLingui } from "@lingui/react/macro"
import { useQueryClient } from "@tanstack/react-query"
import { timeLimit as declaredTimeLimit } from "@ruta/validation/values"
import { useEffect, useState } from "react"

import { useServerOutcome } from "../../lib/use-server-mutation.ts"
import {
  cancelRun,
  decideProposal,
  optimizationsKey,
  startOptimization,
  type Optimization,
} from "./api/optimizations.ts"
import { routesKey } from "./api/routes.ts"
import { runEnded, useRunProgress } from "./run-events.ts"

/**
 * An optimization's optimize runs as the workspace drives them: start one (all routes or some),
 * follow its progress from the server's event stream, cancel it, and apply or discard the
 * proposal a re-optimization makes.
 *
 * @param plan - the optimization
 * @param onPlanWritten - called when a run's plan replaced the routes (undo forgets then)
 */
export function useOptimizeRun(
  plan: Pick<Optimization, "id_optimization" | "routes">,
  onPlanWritten: () => void
) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const outcome = useServerOutcome(optimizationsKey)
  const [timeLimit, setTimeLimit] = useState(declaredTimeLimit.default)
  const [idRun, setIdRun] = useState<number | null>(null)
  const [deciding, setDeciding] = useState(false)
  const [decided, setDecided] = useState<number | null>(null)
  const run = useRunProgress(idRun, i18n.locale)
  const ended = runEnded(run)
  const wrote = run?.status === "done" && !run.preview
  useEffect(() => {
    if (!ended) return
    void queryClient.invalidateQueries({ queryKey: optimizationsKey })
    void queryClient.invalidateQueries({ queryKey: routesKey })
    if (wrote) onPlanWritten()
  }, [ended, wrote, queryClient, onPlanWritten])

  // Once any route has been optimized (then perhaps changed by hand), optimizing again makes a
  // proposal to apply or discard, so no planned work is replaced unseen.
  const reoptimizing = plan.routes.some((r) => r.optimization_state !== 0)

  const decide = async (decision: "apply" | "discard") => {
    if (!run) return
    setDeciding(true)
    await outcome.settle(() => decideProposal(run.id_run, decision))
    setDeciding(false)
    setDecided(run.id_run)
    if (decision === "apply") onPlanWritten()
  }
  const running = run !== null && !ended
  /** Optimizes the given routes (all of them by default). */
  const optimize = (routes?: number[]) =>
    outcome.settle(async () => {
      const started = await startOptimization(
        plan.id_optimization,
        timeLimit,
        reoptimizing,
        routes
      )
      setIdRun(started.data.id_run)
      return started
    })
  return {
    run,
    running,
    reoptimizing,
    timeLimit,
    setTimeLimit,
    optimize,
    /** The toolbar's optimize control, for the routes chosen on their cards (none: every route). */
    controls: (chosen: number[]) => ({
      timeLimit,
      onTimeLimitChange: setTimeLimit,
      chosen: chosen.length,
      again: reoptimizing,
      disabled: running || plan.routes.length === 0,
      onOptimize: () => void optimize(chosen.length > 0 ? chosen : undefined),
    }),
    cancel: () => run && void outcome.settle(() => cancelRun(run.id_run)),
    /** The proposal waiting for the planner's decision, if any. */
    proposal:
      run?.diff && run.decision === "pending" && decided !== run.id_run
        ? run.diff
        : null,
    deciding,
    apply: () => void decide("apply"),
    discard: () => void decide("discard"),
    /** Closes the proposal without deciding. */
    dismiss: () => run && setDecided(run.id_run),
  }
}
