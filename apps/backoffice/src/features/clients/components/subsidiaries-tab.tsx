import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { useQuery } from "@tanstack/react-query"
import { useNavigate } from "@tanstack/react-router"
import { Plus } from "lucide-react"

import { useServerMutation } from "../../../lib/use-server-mutation.ts"
import { useTableLabels } from "../../../lib/use-table-labels.ts"
import { useAbility } from "../../shell/ability-context.tsx"
import { useRowActions } from "../../shell/row-actions.ts"
import { useRowEditor } from "../../shell/row-editor.ts"
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
import { SiteDialog } from "./site-dialog.tsx"

const helper = createDataTableColumnHelper<Subsidiary>()

/** A client's sites: list, create, edit, activate, delete, and open one. */
export function SubsidiariesTab({ id_client }: { id_client: number }) {
  const { t } = useLingui()
  const ability = useAbility()
  const actions = useRowActions("subsidiary")
  const navigate = useNavigate()
  const labels = useTableLabels()
  const sites = useQuery(getSubsidiariesQueryOptions(id_client))
  const editor = useRowEditor(
    clientsKey,
    (site: Subsidiary | null, input: SubsidiaryInput) =>
      saveSubsidiary(input, id_client, site?.id_subsidiary)
  )
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
          <Button onClick={() => editor.edit()}>
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
        rowActions={(site) =>
          actions({
            edit: () => editor.edit(site),
            more: [{ id: "open", label: t`Open`, onSelect: () => open(site) }],
            toggle: {
              active: site.active,
              onSelect: () => toggle.mutate(site),
            },
            remove: () => deletion.ask(site),
          })
        }
      />
      {editor.open && (
        <SiteDialog
          site={editor.row}
          onClose={editor.close}
          onSave={editor.save}
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
