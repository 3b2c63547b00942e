import { useLingui } from "@lingui/react/macro"

import type { Dashboard } from "../api/dashboard.ts"
import { StackedBars } from "./stacked-bars.tsx"

/** Visited stops by the outcome the driver recorded. */
export function OutcomesChart({
  outcomes,
}: {
  outcomes: Dashboard["outcomes"]
}) {
  const { t } = useLingui()
  return (
    <StackedBars
      title={t`Visits by outcome`}
      rows={outcomes.map((o) => ({ ...o, name: o.name ?? t`No outcome` }))}
      category="name"
      categoryName={t`Outcome`}
      horizontal
      series={[
        {
          key: "completed",
          name: t`Completed`,
          color: "var(--status-completed)",
        },
        { key: "failed", name: t`Failed`, color: "var(--destructive)" },
      ]}
    />
  )
}
