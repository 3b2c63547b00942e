import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { ConfirmDialog } from "@ruta/ui/components/confirm-dialog"
import { useState } from "react"
import type { ReactNode } from "react"

import type { ScenarioFigures } from "../api/scenarios.ts"

/** One figure's row: its name and how each plan shows it. */
interface FigureRow {
  label: ReactNode
  /** The plan's figure, or null when it has none (shown as a dash, never the best). */
  value: (f: ScenarioFigures) => number | null
  show: (n: number) => string
  /** Whether less is better (the best of the row is marked). */
  lessIsBetter: boolean
}

/**
 * What-if scenarios side by side (issue 45): the plan first, then each scenario, with distance,
 * driving and working time, cost and cost per stop (from the cars' costs), routes used, unassigned and late stops, balance and drivers changed;
 * the best of each row is marked. A scenario is promoted to be the plan (after a confirm), opened,
 * or deleted; the former plan stays as a scenario for reference.
 */
export function ScenarioComparison({
  figures,
  current,
  canPromote,
  canDelete,
  onOpen,
  onPromote,
  onDelete,
}: {
  figures: ScenarioFigures[]
  /** The optimization the page is of (marked). */
  current: number
  canPromote: boolean
  canDelete: boolean
  onOpen: (id_optimization: number) => void
  onPromote: (id_optimization: number) => Promise<void>
  onDelete: (id_optimization: number) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const [promoting, setPromoting] = useState<ScenarioFigures | null>(null)
  const [deleting, setDeleting] = useState<ScenarioFigures | null>(null)
  const [busy, setBusy] = useState(false)
  const number = (n: number, digits = 0) =>
    new Intl.NumberFormat(i18n.locale, {
      maximumFractionDigits: digits,
    }).format(n)
  const hours = (seconds: number) => t`${number(seconds / 3600, 1)} h`
  const rows: FigureRow[] = [
    {
      label: <Trans>Distance</Trans>,
      value: (f) => f.distance,
      show: (m) => t`${number(m / 1000, 1)} km`,
      lessIsBetter: true,
    },
    {
      label: <Trans>Driving and waiting time</Trans>,
      value: (f) => Math.max(0, f.working_time - f.service_time),
      show: hours,
      lessIsBetter: true,
    },
    {
      label: <Trans>Working time</Trans>,
      value: (f) => f.working_time,
      show: hours,
      lessIsBetter: true,
    },
    {
      label: <Trans>Cost</Trans>,
      value: (f) => f.cost,
      show: (n) => number(n, 2),
      lessIsBetter: true,
    },
    {
      label: <Trans>Cost per stop</Trans>,
      value: (f) => f.cost_per_stop,
      show: (n) => number(n, 2),
      lessIsBetter: true,
    },
    {
      label: <Trans>Routes used</Trans>,
      value: (f) => f.routes_used,
      show: (n) => number(n),
      lessIsBetter: true,
    },
    {
      label: <Trans>Planned stops</Trans>,
      value: (f) => f.planned,
      show: (n) => number(n),
      lessIsBetter: false,
    },
    {
      label: <Trans>Unassigned stops</Trans>,
      value: (f) => f.unassigned,
      show: (n) => number(n),
      lessIsBetter: true,
    },
    {
      label: <Trans>Late stops</Trans>,
      value: (f) => f.late,
      show: (n) => number(n),
      lessIsBetter: true,
    },
    {
      label: <Trans>Balance (longest less shortest route)</Trans>,
      value: (f) => f.balance,
      show: hours,
      lessIsBetter: true,
    },
    {
      label: <Trans>Drivers changed against the plan</Trans>,
      value: (f) => f.drivers_changed,
      show: (n) => number(n),
      lessIsBetter: true,
    },
  ]
  const act = async (action: () => Promise<void>, close: () => void) => {
    setBusy(true)
    try {
      await action()
      close()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={t`Scenarios side by side`}>
        <thead>
          <tr className="border-b">
            <th scope="col" className="p-2 text-left font-medium">
              <Trans>Figure</Trans>
            </th>
            {figures.map((f) => (
              <th
                key={f.id_optimization}
                scope="col"
                className="p-2 text-right font-medium"
              >
                <div>{f.name}</div>
                <div className="text-xs font-normal text-muted-foreground">
                  {f.scenario_of === null ? t`The plan` : t`Scenario`}
                  {f.id_optimization === current ? ` · ${t`this one`}` : ""}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const values = figures.map(row.value)
            const known = values.filter((v) => v !== null)
            const best = row.lessIsBetter
              ? Math.min(...known)
              : Math.max(...known)
            return (
              <tr key={i} className="border-b">
                <th scope="row" className="p-2 text-left font-normal">
                  {row.label}
                </th>
                {values.map((v, k) => (
                  <td
                    key={figures[k]!.id_optimization}
                    className={
                      "p-2 text-right tabular-nums" +
                      (figures.length > 1 && v === best ? " font-semibold" : "")
                    }
                  >
                    {v === null ? "—" : row.show(v)}
                  </td>
                ))}
              </tr>
            )
          })}
          <tr>
            <th scope="row" className="p-2 text-left font-normal">
              <Trans>Actions</Trans>
            </th>
            {figures.map((f) => (
              <td key={f.id_optimization} className="p-2 text-right">
                <div className="flex flex-wrap justify-end gap-2">
                  {f.id_optimization !== current && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => onOpen(f.id_optimization)}
                    >
                      <Trans>Open {f.name}</Trans>
                    </Button>
                  )}
                  {f.scenario_of !== null && canPromote && (
                    <Button size="sm" onClick={() => setPromoting(f)}>
                      <Trans>Promote {f.name}</Trans>
                    </Button>
                  )}
                  {f.scenario_of !== null && canDelete && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setDeleting(f)}
                    >
                      <Trans>Delete {f.name}</Trans>
                    </Button>
                  )}
                </div>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <ConfirmDialog
        open={promoting !== null}
        onOpenChange={(open) => !open && setPromoting(null)}
        title={t`Promote “${promoting?.name ?? ""}” to be the plan?`}
        description={t`The scenario becomes the plan, and its planned addresses are billed now. The current plan and the other scenarios are kept as scenarios, for reference.`}
        confirmLabel={t`Promote`}
        cancelLabel={t`Cancel`}
        pending={busy}
        onConfirm={() =>
          void act(
            () => onPromote(promoting!.id_optimization),
            () => setPromoting(null)
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        variant="destructive"
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete the scenario “${deleting?.name ?? ""}”?`}
        description={t`Its routes and stops are deleted; the plan and the other scenarios stay.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        pending={busy}
        onConfirm={() =>
          void act(
            () => onDelete(deleting!.id_optimization),
            () => setDeleting(null)
          )
        }
      />
    </div>
  )
}
