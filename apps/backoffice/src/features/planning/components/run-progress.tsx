import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Progress } from "@ruta/ui/components/progress"

import type { OptimizationRun } from "../api/optimizations.ts"

/** A run's phase in the user's words. */
function Phase({
  status,
  preview,
}: {
  status: OptimizationRun["status"]
  preview: boolean
}) {
  if (status === "done" && preview) return <Trans>Proposal ready</Trans>
  switch (status) {
    case "queued":
      return <Trans>Waiting for a free optimizer…</Trans>
    case "matrix":
      return <Trans>Measuring travel times…</Trans>
    case "solving":
      return <Trans>Optimizing…</Trans>
    case "saving":
      return <Trans>Saving the routes…</Trans>
    case "done":
      return <Trans>Optimized</Trans>
    case "failed":
      return <Trans>The optimization failed</Trans>
    case "cancelled":
      return <Trans>Cancelled</Trans>
  }
}

/**
 * A running (or just ended) optimize run: its phase, the time used of its limit, the stops it
 * could not place so far, and a cancel button while it runs.
 */
export function RunProgress({
  run,
  onCancel,
}: {
  run: OptimizationRun
  onCancel?: () => void
}) {
  const { t } = useLingui()
  const running = !["done", "failed", "cancelled"].includes(run.status)
  const share =
    run.status === "done"
      ? 100
      : Math.min(
          99,
          Math.round((100 * run.elapsed_ms) / (run.time_limit * 1000))
        )
  return (
    <div role="status" className="grid gap-2 rounded-lg border bg-card p-4">
      <div className="flex items-center justify-between gap-4">
        <span className="font-medium">
          <Phase status={run.status} preview={run.preview} />
        </span>
        {running && onCancel && (
          <Button variant="outline" size="sm" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
      <Progress
        value={run.status === "queued" ? null : share}
        aria-label={t`Optimization progress`}
      />
      <p className="text-sm text-muted-foreground">
        {run.error ??
          (run.unassigned === null
            ? t`Time limit ${run.time_limit} s.`
            : t`${run.unassigned} stops unassigned. Time limit ${run.time_limit} s.`)}
      </p>
      {run.drivers_changed !== null && !run.error && (
        <p className="text-sm text-muted-foreground">
          {t`${run.drivers_changed} customers changed driver since the last plan.`}
        </p>
      )}
    </div>
  )
}
