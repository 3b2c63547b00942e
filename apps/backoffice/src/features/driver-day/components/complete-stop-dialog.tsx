import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@ruta/ui/components/dialog"
import { Select } from "@ruta/ui/components/select"
import { TextArea } from "@ruta/ui/components/text-area"
import { useState } from "react"

import type { StopOutcome } from "../api/driver-day.ts"
import type { VisitReport } from "../use-driver-day.ts"

const NO_OUTCOME = "none"

/**
 * How a visit ended: an outcome from the client's list and a note. A failed visit needs its
 * reason when the client has outcomes to choose from.
 */
export function CompleteStopDialog({
  stopName,
  failed,
  outcomes,
  open,
  onOpenChange,
  onConfirm,
}: {
  stopName: string
  failed: boolean
  outcomes: StopOutcome[]
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: (report: VisitReport) => void
}) {
  const { t } = useLingui()
  const [outcome, setOutcome] = useState(NO_OUTCOME)
  const [note, setNote] = useState("")
  const [tried, setTried] = useState(false)
  const missingReason = failed && outcomes.length > 0 && outcome === NO_OUTCOME
  const confirm = () => {
    setTried(true)
    if (missingReason) return
    onConfirm({
      failed,
      id_stop_outcome: outcome === NO_OUTCOME ? null : Number(outcome),
      note: note.trim(),
    })
    setOutcome(NO_OUTCOME)
    setNote("")
    setTried(false)
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Close`}>
        <DialogHeader>
          <DialogTitle>
            {failed
              ? t`Could not complete ${stopName}`
              : t`Complete ${stopName}`}
          </DialogTitle>
          <DialogDescription>
            {failed
              ? t`Say why the visit failed; the planner sees it at once.`
              : t`Record how the visit went.`}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <Select
            label={t`Outcome`}
            required={failed && outcomes.length > 0}
            value={outcome}
            onValueChange={setOutcome}
            error={
              tried && missingReason
                ? t`Choose why the visit failed.`
                : undefined
            }
            options={[
              ...(failed && outcomes.length > 0
                ? []
                : [{ value: NO_OUTCOME, label: t`No outcome` }]),
              ...outcomes.map((o) => ({
                value: String(o.id_stop_outcome),
                label: o.name,
              })),
            ]}
            placeholder={t`Choose an outcome`}
          />
          <TextArea
            label={t`Note`}
            value={note}
            maxLength={500}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant={failed ? "destructive" : "default"}
            onClick={confirm}
          >
            {failed ? (
              <Trans>Mark as failed</Trans>
            ) : (
              <Trans>Complete stop</Trans>
            )}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
