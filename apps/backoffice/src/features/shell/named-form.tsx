import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { TextField } from "@ruta/ui/components/text-field"
import type { FormEvent, ReactNode } from "react"

/**
 * A screen's own form of a named record (a client, a role): its required Name first, then the
 * record's fields, then Save (busy while saving). It validates itself (`noValidate`).
 */
export function NamedForm({
  name,
  nameError,
  onSubmit,
  busy,
  disabled = false,
  children,
}: {
  /** The name to start from (a new record: none). */
  name: string | undefined
  nameError: string | undefined
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>
  busy: boolean
  /** Read-only: the user may not change it. */
  disabled?: boolean
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid max-w-xl gap-5"
    >
      <TextField
        name="name"
        label={t`Name`}
        defaultValue={name}
        error={nameError}
        required
        disabled={disabled}
      />
      {children}
      <div>
        <Button type="submit" loading={busy} disabled={disabled}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  )
}
