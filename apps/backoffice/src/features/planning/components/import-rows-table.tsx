import { Trans, useLingui } from "@lingui/react/macro"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { StatusBadge } from "@ruta/ui/components/status-badge"
import { Switch } from "@ruta/ui/components/switch"
import { useState } from "react"

import { useTableLabels } from "../../../lib/use-table-labels.ts"
import { useChangeText, useProblemText } from "../import/field-labels.ts"
import type { ImportRow, RowStatus } from "../import/import-row.ts"
import { needsAttention, rowStatus } from "../import/import-row.ts"

const helper = createDataTableColumnHelper<ImportRow>()

const badge: Record<
  RowStatus,
  "pending" | "on-route" | "completed" | "failed"
> = {
  "left-out": "pending",
  problem: "failed",
  pending: "pending",
  "not-found": "failed",
  ambiguous: "on-route",
  found: "completed",
}

/** The counts a planner keeps in view while confirming: stops, depots, rows to fix, left out. */
export function ImportCounts({ rows }: { rows: ImportRow[] }) {
  const used = rows.filter((r) => !r.leftOut)
  const stops = used.filter((r) => !r.depot).length
  const depots = used.filter((r) => r.depot).length
  const toFix = rows.filter(needsAttention).length
  const leftOut = rows.length - used.length
  return (
    <p role="status" className="text-sm">
      <Trans>
        {stops} stops, {depots} depots, {toFix} to fix, {leftOut} left out
      </Trans>
    </p>
  )
}

/**
 * The rows of an import with where each stands (found, ambiguous, not found, a problem with its
 * reason, left out), row numbers as in the file; virtualized, so 10,000 rows scroll smoothly.
 */
export function ImportRowsTable({
  rows,
  onEdit,
  onLeaveOut,
}: {
  rows: ImportRow[]
  onEdit: (row: ImportRow) => void
  onLeaveOut: (row: ImportRow, leftOut: boolean) => void
}) {
  const { t } = useLingui()
  const labels = useTableLabels()
  const problemText = useProblemText()
  const changeText = useChangeText()
  const [onlyToFix, setOnlyToFix] = useState(false)
  const statusText: Record<RowStatus, string> = {
    "left-out": t`Left out`,
    problem: t`Cannot be read`,
    pending: t`Not looked up yet`,
    "not-found": t`Not found`,
    ambiguous: t`Several places match`,
    found: t`Found`,
  }
  const shown = onlyToFix ? rows.filter(needsAttention) : rows
  return (
    <div className="grid gap-2">
      <Switch
        label={t`Only rows to fix`}
        checked={onlyToFix}
        onChange={(event) => setOnlyToFix(event.target.checked)}
      />
      <DataTable
        columns={[
          helper.accessor("line", { header: t`Row` }),
          helper.accessor((r) => r.name, {
            id: "name",
            header: t`Name`,
            cell: (info) => (
              <span>
                {info.getValue()}
                {info.row.original.depot && (
                  <span className="text-primary ml-2 text-xs font-medium">
                    <Trans>Depot</Trans>
                  </span>
                )}
              </span>
            ),
          }),
          helper.accessor(
            (r) =>
              r.found?.found
                ? (r.found.address ?? r.address)
                : r.address ||
                  (r.point ? `${r.point.latitude},${r.point.longitude}` : ""),
            { id: "address", header: t`Address` }
          ),
          helper.accessor((r): RowStatus => rowStatus(r), {
            id: "status",
            header: t`Status`,
            cell: (info) => {
              const row = info.row.original
              const status = rowStatus(row)
              // One line a row, so every row has the height the list expects.
              const problems = row.leftOut
                ? ""
                : row.problems.map(problemText).join(" · ")
              // What was written in its canonical form (a phone in E.164), to check at a glance.
              const changes = (row.changes ?? []).map(changeText).join(" · ")
              return (
                <span
                  className="flex items-center gap-2"
                  title={[problems, changes].filter(Boolean).join(" · ")}
                >
                  <StatusBadge status={badge[status]}>
                    {statusText[status]}
                  </StatusBadge>
                  {problems && (
                    <span className="text-destructive max-w-72 truncate text-xs">
                      {problems}
                    </span>
                  )}
                  {!problems && changes && (
                    <span className="text-muted-foreground max-w-72 truncate text-xs">
                      {changes}
                    </span>
                  )}
                </span>
              )
            },
          }),
        ]}
        data={shown}
        getRowId={(r) => String(r.key)}
        labels={labels}
        caption={t`Rows to import`}
        paging={false}
        virtualize
        maxHeight="28rem"
        empty={onlyToFix ? t`No row needs fixing.` : t`No rows.`}
        rowActions={(row) => [
          { id: "edit", label: t`Fix or edit`, onSelect: () => onEdit(row) },
          row.leftOut
            ? {
                id: "include",
                label: t`Include again`,
                onSelect: () => onLeaveOut(row, false),
              }
            : {
                id: "leave-out",
                label: t`Leave out`,
                onSelect: () => onLeaveOut(row, true),
              },
        ]}
      />
    </div>
  )
}
