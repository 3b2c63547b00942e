import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Select } from "@ruta/ui/components/select"
import { Switch } from "@ruta/ui/components/switch"
import { TextArea } from "@ruta/ui/components/text-area"
import { TextField } from "@ruta/ui/components/text-field"
import { messages } from "@ruta/validation/messages"
import { translateMessage } from "../../lib/validation-messages.ts"
import type {
  NotificationEvent,
  NotificationLanguage,
  NotificationSettings,
} from "@ruta/validation/notifications"
import {
  NOTIFICATION_EVENTS,
  notificationSettingsSchema,
  PLACEHOLDERS,
  renderTemplate,
  smsSize,
  unknownPlaceholders,
} from "@ruta/validation/notifications"
import { useState } from "react"

import { useShowRefusal } from "../shell/refusal.ts"

/** Which providers the server has: a channel without one sends nothing. */
export interface Providers {
  email: boolean
  sms: boolean
}

const SAMPLE = {
  customer: "Ana",
  company: "Tacos Lucía",
  window: "10:40 – 11:40",
  driver_first_name: "Luis",
  tracking_link: "https://ruta.example/track/Xb3kPq9LmN2vR7sT1wYz4A",
}

type Path = string
const pathOf = (...parts: (string | number)[]) => parts.join(".")

/**
 * Settings → Customer notifications: each event on or off per channel, the ETA window, quiet
 * hours, the sender, and the templates per language with a live preview and the SMS's length.
 */
export function NotificationSettingsForm({
  initial,
  providers,
  disabled,
  onSubmit,
}: {
  initial: NotificationSettings
  providers: Providers
  disabled?: boolean
  onSubmit: (settings: NotificationSettings) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const [settings, setSettings] = useState(initial)
  const [language, setLanguage] = useState<NotificationLanguage>("es")
  const [event, setEvent] = useState<NotificationEvent>("on_the_way")
  const [errors, setErrors] = useState<Record<Path, string>>({})
  const [busy, setBusy] = useState(false)
  const showRefusal = useShowRefusal()
  const eventLabels: Record<NotificationEvent, string> = {
    on_the_way: t`On the way`,
    approaching: t`Approaching`,
    delivered: t`Delivered`,
    not_delivered: t`Could not deliver`,
  }
  const template = settings.templates[language][event]
  const setTemplate = (field: keyof typeof template, value: string) =>
    setSettings({
      ...settings,
      templates: {
        ...settings.templates,
        [language]: {
          ...settings.templates[language],
          [event]: { ...template, [field]: value },
        },
      },
    })
  const sms = smsSize(template.sms)
  const fieldPath = (field: string) =>
    pathOf("templates", language, event, field)
  /** A template field's message: the last save's, else an unknown placeholder as it is typed. */
  const templateError = (field: keyof typeof template) =>
    errors[fieldPath(field)] ??
    (unknownPlaceholders(template[field]).length > 0
      ? translateMessage(messages.unknownPlaceholder, i18n.locale)
      : undefined)
  const quiet = settings.quiet_hours

  return (
    <form
      noValidate
      className="grid max-w-3xl gap-6"
      onSubmit={async (submitted) => {
        submitted.preventDefault()
        const parsed = notificationSettingsSchema.safeParse(settings)
        if (!parsed.success) {
          const found: Record<Path, string> = {}
          for (const issue of parsed.error.issues)
            found[issue.path.join(".")] ??= translateMessage(
              issue.message,
              i18n.locale
            )
          setErrors(found)
          return
        }
        setErrors({})
        setBusy(true)
        try {
          await onSubmit(parsed.data)
        } catch (error) {
          showRefusal(error, {
            names: Object.keys(errors).concat(
              NOTIFICATION_EVENTS.flatMap((e) =>
                ["subject", "email", "sms"].flatMap((f) => [
                  pathOf("templates", "en", e, f),
                  pathOf("templates", "es", e, f),
                ])
              ),
              [
                "quiet_hours.end",
                "reply_to",
                "sender_name",
                "window_minutes",
                "approaching_minutes",
                "position_stops",
                "update_after_minutes",
                "max_updates",
              ]
            ),
            show: setErrors,
          })
        } finally {
          setBusy(false)
        }
      }}
    >
      {(!providers.email || !providers.sms) && (
        <div role="note" className="rounded-md border bg-muted p-3 text-sm">
          {!providers.sms && (
            <p>
              <Trans>
                SMS is off: the SMS service (Twilio) is not configured on this
                server.
              </Trans>
            </p>
          )}
          {!providers.email && (
            <p>
              <Trans>
                Email is not configured (SMTP): emails are kept in the outbox
                and not delivered.
              </Trans>
            </p>
          )}
        </div>
      )}
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium">
          <Trans>Send</Trans>
        </legend>
        {NOTIFICATION_EVENTS.map((e) => (
          <div
            key={e}
            className="grid grid-cols-[10rem_1fr_1fr] items-center gap-3"
          >
            <span className="text-sm">{eventLabels[e]}</span>
            {(["email", "sms"] as const).map((channel) => (
              <Switch
                key={channel}
                label={channel === "email" ? t`Email` : t`SMS`}
                aria-label={`${eventLabels[e]}: ${channel === "email" ? t`Email` : t`SMS`}`}
                checked={settings.events[e][channel]}
                disabled={disabled || (channel === "sms" && !providers.sms)}
                onChange={(change) =>
                  setSettings({
                    ...settings,
                    events: {
                      ...settings.events,
                      [e]: {
                        ...settings.events[e],
                        [channel]: change.target.checked,
                      },
                    },
                  })
                }
              />
            ))}
          </div>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`ETA window (± minutes)`}
          type="number"
          name="window_minutes"
          value={settings.window_minutes}
          onChange={(e) =>
            setSettings({ ...settings, window_minutes: Number(e.target.value) })
          }
          error={errors.window_minutes}
          disabled={disabled}
        />
        <TextField
          label={t`"Approaching" when the ETA is within (minutes)`}
          description={t`0: only when the visit before theirs is done`}
          type="number"
          name="approaching_minutes"
          value={settings.approaching_minutes}
          onChange={(e) =>
            setSettings({
              ...settings,
              approaching_minutes: Number(e.target.value),
            })
          }
          error={errors.approaching_minutes}
          disabled={disabled}
        />
        <TextField
          label={t`Show the driver's position within (stops)`}
          description={t`On the tracking page; 1: when theirs is next`}
          type="number"
          name="position_stops"
          value={settings.position_stops}
          onChange={(e) =>
            setSettings({ ...settings, position_stops: Number(e.target.value) })
          }
          error={errors.position_stops}
          disabled={disabled}
        />
        <TextField
          label={t`Send a new window when the ETA leaves the one told by (minutes)`}
          description={t`The window is built from the live ETA when each message is sent`}
          type="number"
          name="update_after_minutes"
          value={settings.update_after_minutes}
          onChange={(e) =>
            setSettings({
              ...settings,
              update_after_minutes: Number(e.target.value),
            })
          }
          error={errors.update_after_minutes}
          disabled={disabled}
        />
        <TextField
          label={t`New windows per visit, at most`}
          description={t`0: never send a new window`}
          type="number"
          name="max_updates"
          value={settings.max_updates}
          onChange={(e) =>
            setSettings({ ...settings, max_updates: Number(e.target.value) })
          }
          error={errors.max_updates}
          disabled={disabled}
        />
        <Switch
          label={t`Show the proof of delivery`}
          description={t`The recipient's name, signature and photos, on the tracking page`}
          checked={settings.share_proof}
          disabled={disabled}
          onChange={(e) =>
            setSettings({ ...settings, share_proof: e.target.checked })
          }
        />
        <Select
          label={t`Language when the contact has none`}
          value={settings.default_language}
          onValueChange={(v) =>
            setSettings({
              ...settings,
              default_language: v as NotificationLanguage,
            })
          }
          options={[
            { value: "es", label: t`Spanish` },
            { value: "en", label: t`English` },
          ]}
          disabled={disabled}
        />
        <TextField
          label={t`Sender name`}
          description={t`Empty: your company's name`}
          name="sender_name"
          value={settings.sender_name}
          onChange={(e) =>
            setSettings({ ...settings, sender_name: e.target.value })
          }
          error={errors.sender_name}
          disabled={disabled}
        />
        <TextField
          label={t`Reply-to address`}
          type="email"
          name="reply_to"
          value={settings.reply_to}
          onChange={(e) =>
            setSettings({ ...settings, reply_to: e.target.value })
          }
          error={errors.reply_to}
          disabled={disabled}
        />
        <Switch
          label={t`Quiet hours`}
          description={t`Messages wait until they end`}
          checked={quiet !== null}
          disabled={disabled}
          onChange={(e) =>
            setSettings({
              ...settings,
              quiet_hours: e.target.checked
                ? { start: "00:00", end: "07:00" }
                : null,
            })
          }
        />
        {quiet && (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t`From`}
              type="time"
              value={quiet.start}
              onChange={(e) =>
                setSettings({
                  ...settings,
                  quiet_hours: { ...quiet, start: e.target.value },
                })
              }
              error={errors["quiet_hours.start"]}
              disabled={disabled}
            />
            <TextField
              label={t`Until`}
              type="time"
              name="quiet_hours.end"
              value={quiet.end}
              onChange={(e) =>
                setSettings({
                  ...settings,
                  quiet_hours: { ...quiet, end: e.target.value },
                })
              }
              error={errors["quiet_hours.end"]}
              disabled={disabled}
            />
          </div>
        )}
      </div>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-medium">
          <Trans>Templates</Trans>
        </legend>
        <p className="text-sm text-muted-foreground">
          <Trans>Placeholders:</Trans>{" "}
          <code>{PLACEHOLDERS.map((name) => `{${name}}`).join(" ")}</code>
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t`Language`}
            value={language}
            onValueChange={(v) => setLanguage(v as NotificationLanguage)}
            options={[
              { value: "es", label: t`Spanish` },
              { value: "en", label: t`English` },
            ]}
          />
          <Select
            label={t`Message`}
            value={event}
            onValueChange={(v) => setEvent(v as NotificationEvent)}
            options={NOTIFICATION_EVENTS.map((e) => ({
              value: e,
              label: eventLabels[e],
            }))}
          />
        </div>
        <TextField
          label={t`Email subject`}
          name={fieldPath("subject")}
          value={template.subject}
          onChange={(e) => setTemplate("subject", e.target.value)}
          error={templateError("subject")}
          disabled={disabled}
        />
        <TextArea
          label={t`Email`}
          name={fieldPath("email")}
          value={template.email}
          onChange={(e) => setTemplate("email", e.target.value)}
          error={templateError("email")}
          disabled={disabled}
        />
        <TextArea
          label={t`SMS`}
          name={fieldPath("sms")}
          className="min-h-20"
          value={template.sms}
          onChange={(e) => setTemplate("sms", e.target.value)}
          description={t`${sms.length} characters, ${sms.segments} segment(s), ${sms.encoding}`}
          error={templateError("sms")}
          disabled={disabled}
        />
        <div className="grid gap-2 rounded-md border bg-muted/40 p-4 text-sm">
          <p className="font-medium">
            <Trans>Preview</Trans>
          </p>
          <p className="font-medium">
            {renderTemplate(template.subject, SAMPLE)}
          </p>
          <p className="whitespace-pre-line">
            {renderTemplate(template.email, SAMPLE)}
          </p>
          <p
            className="border-t pt-2 whitespace-pre-line"
            data-testid="sms-preview"
          >
            {renderTemplate(template.sms, SAMPLE)}
          </p>
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={disabled || busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  )
}
