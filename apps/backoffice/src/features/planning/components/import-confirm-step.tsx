import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Progress } from "@ruta/ui/components/progress"
import {
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from "react"

import { findRows } from "../api/geocoding.ts"
import type { ImportRow } from "../import/import-row.ts"
import { needsAttention, rowStatus } from "../import/import-row.ts"
import { ImportMap } from "./import-map.tsx"
import { ImportRowDialog } from "./import-row-dialog.tsx"
import { ImportCounts, ImportRowsTable } from "./import-rows-table.tsx"

/**
 * Confirm addresses: the rows not found yet are looked up in batches (progress bar, cancel), each
 * found row shows on the map, and the rows to fix are listed with their row number and reason, to
 * fix inline or leave out; the counts stay in view.
 */
export function ImportConfirmStep({
  rows,
  day,
  id_subsidiary,
  onRowsChange,
  onFailure,
  check,
  find = findRows,
}: {
  rows: ImportRow[]
  day: string
  /** The optimization's site, whose clock the rows' times are on. */
  id_subsidiary?: number
  /** Checks a fixed row as the server will (see `checkRow`). */
  check?: (row: ImportRow) => ImportRow
  onRowsChange: (rows: ImportRow[]) => void
  /** A lookup the server refused (its message is shown by the caller). */
  onFailure: (error: unknown) => void
  find?: typeof findRows
}) {
  const { t } = useLingui()
  const [progress, setProgress] = useState<{
    done: number
    total: number
  } | null>(null)
  const [editing, setEditing] = useState<ImportRow | null>(null)
  const abort = useRef<AbortController | null>(null)
  // The rows as last rendered, for a lookup or an edit that ends after they changed.
  const latest = useRef(rows)
  useEffect(() => {
    latest.current = rows
  })
  const pending = rows.filter((r) => rowStatus(r) === "pending").length
  // The list and the map of 10,000 rows render in the background, in slices React can pause,
  // so the step opens at once and the page keeps answering.
  const shown = useDeferredValue(rows, [])

  const lookUp = async () => {
    const controller = new AbortController()
    abort.current = controller
    try {
      const found = await find(
        latest.current,
        (done, total) => setProgress({ done, total }),
        controller.signal
      )
      if (!controller.signal.aborted) onRowsChange(found)
    } catch (error) {
      if (!controller.signal.aborted) onFailure(error)
    } finally {
      setProgress(null)
      abort.current = null
    }
  }
  // Look the rows up once when the step opens.
  const lookUpOnOpening = useEffectEvent(() => {
    if (pending > 0) void lookUp()
  })
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    lookUpOnOpening()
  }, [])
  useEffect(() => () => abort.current?.abort(), [])

  const replace = (row: ImportRow) =>
    onRowsChange(latest.current.map((r) => (r.key === row.key ? row : r)))
  const toFix = rows.filter(needsAttention)
  return (
    <div className="grid gap-4">
      {progress && (
        <div className="flex items-center gap-3">
          <Progress
            className="flex-1"
            value={Math.round(
              (100 * progress.done) / Math.max(1, progress.total)
            )}
            label={t`Finding addresses: ${progress.done} of ${progress.total}`}
            showValue
          />
          <Button variant="outline" onClick={() => abort.current?.abort()}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
      {!progress && pending > 0 && (
        <div className="flex items-center gap-3">
          <p className="text-sm">
            <Trans>{pending} rows have not been looked up.</Trans>
          </p>
          <Button variant="outline" onClick={() => void lookUp()}>
            <Trans>Find addresses</Trans>
          </Button>
        </div>
      )}
      <ImportCounts rows={rows} />
      {toFix.length > 0 && !progress && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">
            <Trans>Fix these rows or leave them out to go on.</Trans>
          </p>
          <Button
            variant="outline"
            onClick={() =>
              onRowsChange(
                rows.map((r) =>
                  needsAttention(r) ? { ...r, leftOut: true } : r
                )
              )
            }
          >
            <Trans>Leave out the {toFix.length} rows to fix</Trans>
          </Button>
        </div>
      )}
      <ImportMap rows={shown} />
      <ImportRowsTable
        rows={shown}
        onEdit={setEditing}
        onLeaveOut={(row, leftOut) => replace({ ...row, leftOut })}
      />
      {editing && (
        <ImportRowDialog
          row={editing}
          day={day}
          id_subsidiary={id_subsidiary}
          find={find}
          check={check}
          onClose={() => setEditing(null)}
          onSave={(row) => {
            replace(row)
            setEditing(null)
          }}
        />
      )}
    </div>
  )
}
