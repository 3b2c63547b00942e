import { Trans, useLingui } from "@lingui/react/macro"
import {
  descriptionSchema,
  requiredSelectSchema,
} from "@ruta/validation/fields"
import { Button } from "@ruta/ui/components/button"
import { IconButton } from "@ruta/ui/components/icon-button"
import { Select } from "@ruta/ui/components/select"
import { TextField } from "@ruta/ui/components/text-field"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { Trash2 } from "lucide-react"
import { useState } from "react"
import type { FormEvent } from "react"
import { z } from "zod"

import { useServerToast } from "../../../lib/use-server-toast.ts"
import { useClientZone } from "../../../lib/use-units.ts"
import { useZonedDateTime } from "../../../lib/use-zoned-date-time.ts"
import { fieldErrors } from "../../auth/field-errors.ts"
import { useAbility } from "../../shell/ability-context.tsx"
import {
  clientsKey,
  deleteActivity,
  getCatalogQueryOptions,
  saveActivity,
} from "../api/clients.ts"
import type { Client } from "../api/clients.ts"

const activitySchema = z.object({
  id_activity_type: requiredSelectSchema,
  description: descriptionSchema,
})

/** What happened with a client: calls, visits, notes; newest first. */
export function Activities({ client }: { client: Client }) {
  const { t, i18n } = useLingui()
  const lang = i18n.locale === "es" ? "es" : "en"
  // The client's clock: an activity belongs to no one site.
  const dateTime = useZonedDateTime(useClientZone())
  const ability = useAbility()
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const types = useQuery(getCatalogQueryOptions("/catalogs/activity-types"))
  const [type, setType] = useState("")
  const [errors, setErrors] = useState<Record<string, string>>({})
  const done = ({ message }: { message: string }) => {
    toast.success(message)
    void queryClient.invalidateQueries({ queryKey: clientsKey })
  }
  const remove = useMutation({
    mutationFn: deleteActivity,
    onSuccess: done,
    onError: toast.failure,
  })
  const typeName = (id: number) =>
    types.data?.find((item) => item.id === id)?.labels[lang] ?? ""

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = activitySchema.safeParse({
      id_activity_type: type === "" ? -1 : Number(type),
      description: String(new FormData(form).get("description") ?? ""),
    })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    try {
      done(
        await saveActivity(
          {
            ...parsed.data,
            id_activity_type: Number(parsed.data.id_activity_type),
          },
          client.id_client
        )
      )
      form.reset()
      setType("")
    } catch (error) {
      toast.failure(error)
    }
  }

  return (
    <section className="grid gap-4">
      <h2 className="text-lg font-medium">
        <Trans>Activities</Trans>
      </h2>
      {ability.can("create", "client") && (
        <form
          noValidate
          onSubmit={submit}
          className="grid items-start gap-3 md:grid-cols-[14rem_1fr_auto]"
        >
          <Select
            label={t`Activity type`}
            value={type}
            onValueChange={setType}
            placeholder={t`Choose a type`}
            error={errors.id_activity_type}
            options={(types.data ?? []).map((item) => ({
              value: String(item.id),
              label: item.labels[lang],
            }))}
          />
          <TextField
            name="description"
            label={t`Description`}
            error={errors.description}
          />
          <Button type="submit" className="md:mt-6">
            <Trans>Add activity</Trans>
          </Button>
        </form>
      )}
      <ol className="grid gap-2">
        {[...client.activities].reverse().map((activity) => (
          <li
            key={activity.id_activity}
            className="flex items-start justify-between gap-3 rounded-lg border bg-card p-3"
          >
            <div className="grid gap-1">
              <span className="text-sm font-medium">
                {typeName(activity.id_activity_type)}
              </span>
              <span className="text-sm">{activity.description}</span>
              <time
                className="text-xs text-muted-foreground"
                dateTime={activity.createdAt}
              >
                {dateTime(activity.createdAt)}
              </time>
            </div>
            {ability.can("delete", "client") && (
              <IconButton
                label={t`Delete this activity`}
                variant="ghost"
                onClick={() => remove.mutate(activity.id_activity)}
              >
                <Trash2 />
              </IconButton>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
