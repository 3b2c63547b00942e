import { plural } from "@lingui/core/macro"
import { Trans, useLingui } from "@lingui/react/macro"
import { MAX_PROOF_PHOTOS } from "@ruta/validation/proof"
import { Checkbox } from "@ruta/ui/components/checkbox"
import { Select } from "@ruta/ui/components/select"
import { useId, useState } from "react"
import type { ReactNode } from "react"

import { useStateSubmit } from "../../shell/form-submit.ts"
import type { ProofSettings } from "../api/proof-settings.ts"
import { SaveOrUndo } from "./save-or-undo.tsx"

type Outcome = keyof ProofSettings
type Requirement = ProofSettings[Outcome]

const OUTCOMES: Outcome[] = ["completed", "failed"]
const PIECES = ["recipient_name", "signature", "photos"] as const
/** The form's fields, named as the API names them in a refusal ("completed.photos"). */
const FIELDS = OUTCOMES.flatMap((outcome) =>
  PIECES.map((piece) => `${outcome}.${piece}`)
)

const same = (a: ProofSettings, b: ProofSettings) =>
  OUTCOMES.every((outcome) =>
    PIECES.every((piece) => a[outcome][piece] === b[outcome][piece])
  )

/**
 * Settings → Proof of delivery: what a client's drivers must give to complete a visit, and to
 * report one they could not complete (a name, a signature, 0 to 3 photos, or any combination).
 * Read-only when `disabled`. A save `onSubmit` throws (the server refused it) shows each field's
 * message on it, the rest in a toast.
 */
export function ProofSettingsForm({
  initial,
  disabled,
  onSubmit,
}: {
  initial: ProofSettings
  disabled?: boolean
  onSubmit: (settings: ProofSettings) => Promise<void>
}) {
  const id = useId()
  const [settings, setSettings] = useState(initial)
  const { errors, setErrors, busy, submit } = useStateSubmit(FIELDS, onSubmit)
  const unchanged = same(settings, initial)
  const set = (outcome: Outcome, requirement: Requirement) =>
    setSettings({ ...settings, [outcome]: requirement })
  const headings: Record<Outcome, { title: ReactNode; hint: ReactNode }> = {
    completed: {
      title: <Trans>Completed visits</Trans>,
      hint: <Trans>What the driver must give to complete a visit.</Trans>,
    },
    failed: {
      title: <Trans>Visits not completed</Trans>,
      hint: (
        <Trans>
          What the driver must give to report a visit they could not complete.
        </Trans>
      ),
    },
  }

  return (
    <form
      noValidate
      className="grid max-w-3xl gap-6"
      onSubmit={(event) => {
        event.preventDefault()
        void submit(settings)
      }}
    >
      <div className="grid gap-6 md:grid-cols-2">
        {OUTCOMES.map((outcome) => (
          <fieldset
            key={outcome}
            aria-labelledby={`${id}-${outcome}`}
            className="grid content-start gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
          >
            <div className="grid gap-1">
              <h2 id={`${id}-${outcome}`} className="text-lg font-medium">
                {headings[outcome].title}
              </h2>
              <p className="text-sm text-muted-foreground">
                {headings[outcome].hint}
              </p>
            </div>
            <RequirementFields
              outcome={outcome}
              requirement={settings[outcome]}
              errors={errors}
              disabled={disabled}
              onChange={(requirement) => set(outcome, requirement)}
            />
            <p
              className="text-sm font-medium"
              data-testid={`proof-summary-${outcome}`}
            >
              <RequirementSummary requirement={settings[outcome]} />
            </p>
          </fieldset>
        ))}
      </div>
      {!disabled && (
        <SaveOrUndo
          save={<Trans>Save proof settings</Trans>}
          busy={busy}
          unchanged={unchanged}
          onUndo={() => {
            setSettings(initial)
            setErrors({})
          }}
        />
      )}
    </form>
  )
}

/** One outcome's choices: the recipient's name, a signature, how many photos. */
function RequirementFields({
  outcome,
  requirement,
  errors,
  disabled,
  onChange,
}: {
  outcome: Outcome
  requirement: Requirement
  errors: Record<string, string>
  disabled: boolean | undefined
  onChange: (requirement: Requirement) => void
}) {
  const { t } = useLingui()
  const photoOptions = Array.from({ length: MAX_PROOF_PHOTOS + 1 }, (_, n) => ({
    value: String(n),
    label:
      n === 0
        ? t`No photos`
        : t({
            message: plural(n, {
              one: "At least # photo",
              other: "At least # photos",
            }),
          }),
  }))
  return (
    <>
      <Checkbox
        label={t`Recipient's name`}
        description={t`The driver types the name of who received the visit.`}
        checked={requirement.recipient_name}
        onChange={(event) =>
          onChange({ ...requirement, recipient_name: event.target.checked })
        }
        error={errors[`${outcome}.recipient_name`]}
        disabled={disabled}
      />
      <Checkbox
        label={t`Signature`}
        description={t`The recipient signs on the driver's phone.`}
        checked={requirement.signature}
        onChange={(event) =>
          onChange({ ...requirement, signature: event.target.checked })
        }
        error={errors[`${outcome}.signature`]}
        disabled={disabled}
      />
      <Select
        label={t`Photos`}
        description={t`Taken with the phone's camera.`}
        value={String(requirement.photos)}
        onValueChange={(value) =>
          onChange({ ...requirement, photos: Number(value) })
        }
        options={photoOptions}
        error={errors[`${outcome}.photos`]}
        disabled={disabled}
      />
    </>
  )
}

/** In words, what the driver will be asked for: "Required: a signature and 2 photos." */
function RequirementSummary({ requirement }: { requirement: Requirement }) {
  const { t, i18n } = useLingui()
  const pieces = [
    requirement.recipient_name && t`the recipient's name`,
    requirement.signature && t`a signature`,
    requirement.photos > 0 &&
      t({
        message: plural(requirement.photos, {
          one: "# photo",
          other: "# photos",
        }),
      }),
  ].filter((piece): piece is string => typeof piece === "string")
  if (pieces.length === 0) return <Trans>Nothing is required.</Trans>
  const list = new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(
    pieces
  )
  return <Trans>Required: {list}.</Trans>
}
