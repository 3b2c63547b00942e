import { useLingui } from "@lingui/react/macro"

import type { DashboardDay } from "../api/dashboard.ts"
import { StackedBars } from "./stacked-bars.tsx"

/** Stops per day of the range, stacked by state. */
export function StopsPerDayChart({ days }: { days: DashboardDay[] }) {
  const { t } = useLingui()
  return (
    <StackedBars
      title={t`Stops per day`}
      rows={days}
      category="day"
      categoryName={t`Day`}
      series={[
        {
          key: "completed",
          name: t`Completed`,
          color: "var(--status-completed)",
        },
        { key: "failed", name: t`Failed`, color: "var(--destructive)" },
        { key: "pending", name: t`Pending`, color: "var(--status-pending)" },
      ]}
    />
  )
}
