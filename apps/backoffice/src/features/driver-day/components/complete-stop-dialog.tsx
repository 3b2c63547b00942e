import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { DialogFooter } from "@ruta/ui/components/dialog"
import { Select } from "@ruta/ui/components/select"
import { TextArea } from "@ruta/ui/components/text-area"
import { TextField } from "@ruta/ui/components/text-field"
import type { ProofSettings } from "@ruta/validation/proof"
import { missingProofFields, noProofRequired } from "@ruta/validation/proof"
import { useState } from "react"

import { useOutcomeName } from "../../../lib/outcome-names.ts"
import { DialogFrame } from "../../shell/dialog-frame.tsx"
import type { StopOutcome } from "../api/driver-day.ts"
import { PhotoPicker } from "../proof/photo-picker.tsx"
import { useProofMessages } from "../proof/proof-messages.ts"
import { SignatureField } from "../proof/signature-field.tsx"
import type { VisitReport } from "../use-driver-day.ts"
import { useOnline } from "../use-online.ts"

const NO_OUTCOME = "none"
/** Nothing chosen yet: the picker shows its prompt. */
const UNCHOSEN = ""

/**
 * How a visit ended: an outcome from the client's list, a note, and the proof the client's
 * settings require for this kind of outcome (the recipient's name, a signature, photos), asked
 * before it can be sent. Each dialog offers the outcomes of its own kind only (an outcome without
 * a kind, from an older day kept on the phone, counts as a completion). A failed visit needs its
 * reason when the client has failure outcomes to choose from. The dialog starts clean each time
 * it opens.
 */
export function CompleteStopDialog({
  stopName,
  failed,
  outcomes,
  proof = noProofRequired,
  open,
  onOpenChange,
  onConfirm,
}: {
  stopName: string
  failed: boolean
  outcomes: StopOutcome[]
  /** What the client requires (GET /driver/day's `proof`). */
  proof?: ProofSettings | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: (report: VisitReport) => void
}) {
  const { t } = useLingui()
  const online = useOnline()
  const outcomeName = useOutcomeName()
  const [outcome, setOutcome] = useState(UNCHOSEN)
  const [note, setNote] = useState("")
  const [recipient, setRecipient] = useState("")
  const [signature, setSignature] = useState<Blob | null>(null)
  const [photos, setPhotos] = useState<Blob[]>([])
  const [tried, setTried] = useState(false)
  const reset = () => {
    setOutcome(UNCHOSEN)
    setNote("")
    setRecipient("")
    setSignature(null)
    setPhotos([])
    setTried(false)
  }
  // What one opening left (its errors, its choices) is gone the next time it opens.
  const [shown, setShown] = useState(open)
  if (shown !== open) {
    setShown(open)
    if (open) reset()
  }
  const offered = outcomes.filter(
    (o) => (o.kind ?? "completed") === (failed ? "failed" : "completed")
  )
  const messages = useProofMessages()
  const required = failed ? proof.failed : proof.completed
  const chosen = outcome === UNCHOSEN || outcome === NO_OUTCOME ? null : outcome
  const missingReason = failed && offered.length > 0 && chosen === null
  const missing = missingProofFields(required, {
    recipient_name: recipient,
    signature: signature !== null,
    photos: photos.length,
  })
  const problem = (field: (typeof missing)[number]) =>
    tried && missing.includes(field)
      ? messages.missing(field, required)
      : undefined
  const confirm = () => {
    setTried(true)
    if (missingReason || missing.length > 0) return
    onConfirm({
      failed,
      id_stop_outcome: chosen === null ? null : Number(chosen),
      note: note.trim(),
      recipient_name: recipient.trim(),
      signature,
      photos,
    })
    reset()
  }
  return (
    <DialogFrame
      open={open}
      title={
        failed ? t`Could not complete ${stopName}` : t`Complete ${stopName}`
      }
      description={
        failed
          ? online
            ? t`Say why the visit failed; the planner sees it at once.`
            : t`Say why the visit failed; the planner sees it once the phone is back online.`
          : t`Record how the visit went.`
      }
      onClose={() => onOpenChange(false)}
    >
      <div className="grid gap-4">
        <Select
          label={t`Outcome`}
          required={failed && offered.length > 0}
          value={outcome}
          onValueChange={setOutcome}
          error={
            tried && missingReason ? t`Choose why the visit failed.` : undefined
          }
          options={[
            ...(failed && offered.length > 0
              ? []
              : [{ value: NO_OUTCOME, label: t`No outcome` }]),
            ...offered.map((o) => ({
              value: String(o.id_stop_outcome),
              label: outcomeName(o),
            })),
          ]}
          placeholder={failed ? t`Choose why it failed` : t`Choose an outcome`}
        />
        {(required.recipient_name || !failed) && (
          <TextField
            label={t`Recipient's name`}
            required={required.recipient_name}
            autoComplete="off"
            maxLength={100}
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            error={problem("recipient_name")}
          />
        )}
        {(required.signature || !failed) && (
          <SignatureField
            value={signature}
            onChange={setSignature}
            required={required.signature}
            error={problem("signature")}
          />
        )}
        <PhotoPicker
          value={photos}
          onChange={setPhotos}
          required={required.photos}
          error={problem("photos")}
        />
        <TextArea
          label={t`Note`}
          value={note}
          maxLength={500}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
        {tried && missing.length > 0 && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {messages.refused(failed)}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant={failed ? "destructive" : "default"} onClick={confirm}>
          {failed ? (
            <Trans>Mark as failed</Trans>
          ) : (
            <Trans>Complete stop</Trans>
          )}
        </Button>
      </DialogFooter>
    </DialogFrame>
  )
}
