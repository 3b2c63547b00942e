import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { TextField } from "@ruta/ui/components/text-field"
import type { FormEvent, ReactNode } from "react"

/**
 * A screen's own form of a named record (a client, a role): its required Name first, then the
 * record's fields, then Save (busy while saving). It validates itself (`noValidate`).
 */
export function NamedForm({
  form,
  name,
  disabled = false,
  children,
}: {
  /** The form's submit (`useFormSubmit`): its fields' messages, busy while saving. */
  form: {
    errors: Record<string, string>
    busy: boolean
    submit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>
  }
  /** The name to start from (a new record: none). */
  name: string | undefined
  /** Read-only: the user may not change it. */
  disabled?: boolean
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <form
      noValidate
      onSubmit={(event) => void form.submit(event)}
      className="grid max-w-xl gap-5"
    >
      <TextField
        name="name"
        label={t`Name`}
        defaultValue={name}
        error={form.errors.name}
        required
        disabled={disabled}
      />
      {children}
      <div>
        <Button type="submit" loading={form.busy} disabled={disabled}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  )
}
