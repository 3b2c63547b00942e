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
  return (
    <form
      noValidate
      onSubmit={(event) => void form.submit(event)}
      className="grid max-w-xl gap-5"
    >
      <NameField
        defaultValue={name}
        error={form.errors.name}
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

/** A record's required Name, the first field of its form or dialog. */
export function NameField({
  defaultValue,
  error,
  disabled = false,
  className,
}: {
  /** The name to start from (a new record: none). */
  defaultValue: string | undefined
  error: string | undefined
  disabled?: boolean
  /** Its place in the form's grid (e.g. "md:col-span-2"). */
  className?: string
}) {
  const { t } = useLingui()
  return (
    <TextField
      name="name"
      label={t`Name`}
      defaultValue={defaultValue}
      error={error}
      required
      disabled={disabled}
      className={className}
    />
  )
}
