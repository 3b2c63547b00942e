import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Select } from "@ruta/ui/components/select"
import { timeLimit } from "@ruta/validation/values"
import { Plus, Sparkles, Undo2 } from "lucide-react"

import { HorizonSelect } from "../components/horizon-select.tsx"

/** The change the workspace can undo, and how many stops it moved. */
export interface UndoableChange {
  what: "move" | "relocate" | "edit"
  count: number
}

/**
 * The workspace's header actions: undo the last change, add a route, and optimize (every
 * route, or the routes chosen on their cards) within a time limit, and the days the plan covers.
 * Each shows only when given.
 */
export function WorkspaceToolbar({
  last,
  onUndo,
  onAddRoute,
  optimize,
  horizon,
}: {
  last: UndoableChange | null
  onUndo: () => void
  onAddRoute?: () => void
  optimize?: {
    timeLimit: number
    onTimeLimitChange: (seconds: number) => void
    /** Routes chosen on their cards; none optimizes every route. */
    chosen: number
    /** The plan was optimized before. */
    again: boolean
    disabled: boolean
    onOptimize: () => void
  }
  /** The days the plan covers, changed for the next optimize run. */
  horizon?: { days: number; onChange: (days: number) => void }
}) {
  const { t } = useLingui()
  return (
    <div className="flex flex-wrap items-end gap-2">
      {last && (
        <Button variant="outline" onClick={onUndo}>
          <Undo2 />{" "}
          {
            {
              move: t`Undo moving ${last.count} stops`,
              relocate: t`Undo the relocation`,
              edit: t`Undo the stop's edit`,
            }[last.what]
          }
        </Button>
      )}
      {onAddRoute && (
        <Button variant="outline" onClick={onAddRoute}>
          <Plus /> <Trans>Add route</Trans>
        </Button>
      )}
      {horizon && (
        <HorizonSelect
          className="w-32"
          value={horizon.days}
          onChange={horizon.onChange}
        />
      )}
      {optimize && (
        <>
          <Select
            label={t`Time limit`}
            className="w-28"
            value={String(optimize.timeLimit)}
            onValueChange={(value) => optimize.onTimeLimitChange(Number(value))}
            options={(timeLimit.choices ?? []).map((seconds) => ({
              value: String(seconds),
              label: t`${seconds} s`,
            }))}
          />
          <Button onClick={optimize.onOptimize} disabled={optimize.disabled}>
            <Sparkles />{" "}
            {optimize.chosen > 0
              ? t`Optimize ${optimize.chosen} chosen routes`
              : optimize.again
                ? t`Re-optimize`
                : t`Optimize`}
          </Button>
        </>
      )}
    </div>
  )
}
