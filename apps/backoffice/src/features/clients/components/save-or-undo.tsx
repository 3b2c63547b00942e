import { Trans } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import type { ReactNode } from "react"

/**
 * A settings form's buttons: save (busy while saving, waiting for a change) and, once something
 * changed, undo, which puts back what was saved.
 */
export function SaveOrUndo({
  save,
  busy,
  unchanged,
  onUndo,
}: {
  /** The save button's words. */
  save: ReactNode
  busy: boolean
  unchanged: boolean
  onUndo: () => void
}) {
  return (
    <div className="flex items-center gap-3">
      <Button type="submit" loading={busy} disabled={unchanged}>
        {save}
      </Button>
      {!unchanged && (
        <Button type="button" variant="ghost" onClick={onUndo}>
          <Trans>Undo changes</Trans>
        </Button>
      )}
    </div>
  )
}
