import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"

import { formatDuration, formatKilometres } from "../../../lib/format.ts"
import type { OptimizationRun } from "../api/optimizations.ts"

type Diff = NonNullable<OptimizationRun["diff"]>

/**
 * A re-optimization's proposal: how many stops change route or order, and distance and time
 * before and after, to apply or discard.
 */
export function ProposalSummary({
  diff,
  busy = false,
  onApply,
  onDiscard,
}: {
  diff: Diff
  busy?: boolean
  onApply: () => void
  onDiscard: () => void
}) {
  const { t, i18n } = useLingui()
  const km = (m: number) => formatKilometres(m, i18n.locale)
  return (
    <section
      aria-label={t`Proposal`}
      className="grid gap-2 rounded-lg border border-primary/40 bg-card p-4 text-sm"
    >
      <p className="font-medium">
        {t`${diff.stops_moved} stops change route, ${diff.stops_reordered} change order.`}
      </p>
      <p>
        {t`Distance ${km(diff.before.distance)} → ${km(diff.after.distance)}; time ${formatDuration(diff.before.duration)} → ${formatDuration(diff.after.duration)}.`}
      </p>
      <div className="flex gap-2">
        <Button onClick={onApply} loading={busy}>
          <Trans>Apply</Trans>
        </Button>
        <Button variant="outline" onClick={onDiscard} disabled={busy}>
          <Trans>Discard</Trans>
        </Button>
      </div>
    </section>
  )
}
