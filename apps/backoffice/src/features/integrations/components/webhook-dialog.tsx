import { Trans, useLingui } from "@lingui/react/macro"
import { Checkbox } from "@ruta/ui/components/checkbox"
import { TextField } from "@ruta/ui/components/text-field"
import { z } from "zod"

import { useFormSubmit } from "../../shell/form-submit.ts"
import { FormDialog } from "../../shell/form-dialog.tsx"
import type { WebhookEndpoint, WebhookInput } from "../api/integrations.ts"
import { WEBHOOK_EVENTS } from "../api/integrations.ts"

const webhookSchema = z.object({
  url: z.string().min(1, "Required field."),
  description: z.string().max(200, "Max 200 characters"),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, "Choose at least one event."),
  enabled: z.boolean(),
})

/** An endpoint: its https URL, a description, the events it receives, and whether it is on. */
export function WebhookDialog({
  endpoint,
  onClose,
  onSave,
}: {
  /** The endpoint to edit; null for a new one. */
  endpoint: WebhookEndpoint | null
  onClose: () => void
  onSave: (input: WebhookInput) => Promise<unknown>
}) {
  const { t } = useLingui()
  const { errors, busy, submit } = useFormSubmit(
    (form, text) =>
      webhookSchema.safeParse({
        url: text("url"),
        description: text("description"),
        events: form.getAll("events").map(String),
        enabled: form.get("enabled") === "on",
      }),
    onSave
  )
  const chosen = new Set(endpoint?.events ?? [])
  return (
    <FormDialog
      title={endpoint ? t`Edit endpoint` : t`New endpoint`}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
    >
      <TextField
        name="url"
        label={t`URL`}
        placeholder="https://"
        defaultValue={endpoint?.url ?? ""}
        error={errors.url}
      />
      <TextField
        name="description"
        label={t`Description`}
        defaultValue={endpoint?.description ?? ""}
        error={errors.description}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Events</Trans>
        </legend>
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox
            key={event}
            name="events"
            value={event}
            label={<code>{event}</code>}
            defaultChecked={chosen.has(event)}
          />
        ))}
        {errors.events && (
          <p className="text-sm text-destructive">{errors.events}</p>
        )}
      </fieldset>
      <Checkbox
        name="enabled"
        label={t`Enabled`}
        defaultChecked={endpoint?.enabled ?? true}
      />
    </FormDialog>
  )
}
