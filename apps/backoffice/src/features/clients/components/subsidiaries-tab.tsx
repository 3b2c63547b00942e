import { Trans, useLingui } from "@lingui/react/macro"
import { emailSchema, phoneSchema, textSchema } from "@ruta/validation/fields"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { TextField } from "@ruta/ui/components/text-field"
import { useQuery } from "@tanstack/react-query"
import { useNavigate } from "@tanstack/react-router"
import { Plus } from "lucide-react"
import { useState } from "react"
import { z } from "zod"

import {
  useServerMutation,
  useServerOutcome,
} from "../../../lib/use-server-mutation.ts"
import { useTableLabels } from "../../../lib/use-table-labels.ts"
import { useAbility } from "../../shell/ability-context.tsx"
import { FormDialog } from "../../shell/form-dialog.tsx"
import { useFormSubmit } from "../../shell/form-submit.ts"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../shell/delete-confirmation.tsx"
import { ActiveStatus } from "../../shell/status-label.tsx"
import {
  clientsKey,
  deleteSubsidiary,
  getSubsidiariesQueryOptions,
  saveSubsidiary,
  setSubsidiaryStatus,
} from "../api/clients.ts"
import type { Subsidiary, SubsidiaryInput } from "../api/clients.ts"

const siteSchema = z.object({
  name: textSchema({ max: 100 }),
  address: z.string().max(200),
  phone_number: phoneSchema,
  email: emailSchema.or(z.literal("")),
})

const helper = createDataTableColumnHelper<Subsidiary>()

/** A client's sites: list, create, edit, activate, delete, and open one. */
export function SubsidiariesTab({ id_client }: { id_client: number }) {
  const { t } = useLingui()
  const ability = useAbility()
  const navigate = useNavigate()
  const outcome = useServerOutcome(clientsKey)
  const labels = useTableLabels()
  const sites = useQuery(getSubsidiariesQueryOptions(id_client))
  const [editing, setEditing] = useState<Subsidiary | "new" | null>(null)
  const deletion = useDeleteConfirmation({
    remove: (site: Subsidiary) => deleteSubsidiary(site.id_subsidiary),
    queryKey: clientsKey,
  })
  const toggle = useServerMutation(
    (site: Subsidiary) => setSubsidiaryStatus(site.id_subsidiary, !site.active),
    clientsKey
  )
  const open = (site: Subsidiary) =>
    void navigate({
      to: "/main/clients/client/$id_client/subsidiary/$id_subsidiary",
      params: { id_client, id_subsidiary: site.id_subsidiary },
    })

  return (
    <div className="grid gap-3">
      {ability.can("create", "subsidiary") && (
        <div>
          <Button onClick={() => setEditing("new")}>
            <Plus /> <Trans>New site</Trans>
          </Button>
        </div>
      )}
      <DataTable
        columns={[
          helper.accessor("name", { header: t`Name` }),
          helper.accessor("address", { header: t`Address` }),
          helper.accessor("email", { header: t`Email` }),
          helper.accessor("active", {
            header: t`Status`,
            cell: (info) => <ActiveStatus active={info.getValue()} />,
          }),
        ]}
        data={sites.data ?? []}
        getRowId={(site) => String(site.id_subsidiary)}
        loading={sites.isFetching}
        labels={labels}
        caption={t`Sites`}
        empty={t`This client has no sites yet.`}
        rowActions={(site) => [
          { id: "open", label: t`Open`, onSelect: () => open(site) },
          {
            id: "edit",
            label: t`Edit`,
            disabled: !ability.can("edit", "subsidiary"),
            onSelect: () => setEditing(site),
          },
          {
            id: "status",
            label: site.active ? t`Deactivate` : t`Activate`,
            disabled: !ability.can("enableDisable", "subsidiary"),
            onSelect: () => toggle.mutate(site),
          },
          {
            id: "delete",
            label: t`Delete`,
            destructive: true,
            disabled: !ability.can("delete", "subsidiary"),
            onSelect: () => deletion.ask(site),
          },
        ]}
      />
      {editing !== null && (
        <SiteDialog
          site={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSave={async (input) => {
            const saved = await outcome.settle(() =>
              saveSubsidiary(
                input,
                id_client,
                editing === "new" ? undefined : editing.id_subsidiary
              )
            )
            if (saved) setEditing(null)
          }}
        />
      )}
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete the site ${deletion.item?.name ?? ""}?`}
        description={t`Its users lose access to it. This cannot be undone.`}
      />
    </div>
  )
}

function SiteDialog({
  site,
  onClose,
  onSave,
}: {
  site: Subsidiary | null
  onClose: () => void
  onSave: (input: SubsidiaryInput) => Promise<void>
}) {
  const { t } = useLingui()
  const { errors, busy, submit } = useFormSubmit(
    (form) =>
      siteSchema.safeParse({
        name: String(form.get("name") ?? ""),
        address: String(form.get("address") ?? ""),
        phone_number: String(form.get("phone_number") ?? ""),
        email: String(form.get("email") ?? "").trim(),
      }),
    (values) => onSave({ ...values, phone_number: values.phone_number ?? "" })
  )

  return (
    <FormDialog
      title={site ? t`Edit ${site.name}` : t`New site`}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
    >
      <TextField
        name="name"
        label={t`Name`}
        defaultValue={site?.name}
        error={errors.name}
        required
      />
      <TextField
        name="address"
        label={t`Address`}
        defaultValue={site?.address}
        error={errors.address}
      />
      <TextField
        name="phone_number"
        type="tel"
        label={t`Phone number`}
        defaultValue={site?.phone_number}
        error={errors.phone_number}
      />
      <TextField
        name="email"
        type="email"
        label={t`Email`}
        defaultValue={site?.email}
        error={errors.email}
      />
    </FormDialog>
  )
}
