import { Trans, useLingui } from "@lingui/react/macro"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { listSearch } from "@ruta/ui/lib/list-search"
import { createFileRoute } from "@tanstack/react-router"

import type { Depot as DepotInput } from "@ruta/validation/fleet"
import { Star } from "lucide-react"

import {
  deleteDepot,
  depotsKey,
  getDepotsQueryOptions,
  saveDepot,
} from "../../features/fleet/api/depots.ts"
import type { Depot } from "../../features/fleet/api/depots.ts"
import { DepotDialog } from "../../features/fleet/components/depot-dialog.tsx"
import { useAbility } from "../../features/shell/ability-context.tsx"
import { ClientRequired } from "../../features/shell/client-required.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../features/shell/delete-confirmation.tsx"
import { useListRows } from "../../features/shell/list-rows.ts"
import { useRouteList } from "../../features/shell/route-list.ts"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"
import { useRowActions } from "../../features/shell/row-actions.ts"
import { useRowEditor } from "../../features/shell/row-editor.ts"

export const Route = createFileRoute("/main/depots")({
  staticData: { screen: "depots" },
  validateSearch: listSearch(),
  component: DepotsPage,
})

const helper = createDataTableColumnHelper<Depot>()

function DepotsPage() {
  const { user } = Route.useRouteContext()
  if (!user.clientData) return <ClientRequired />
  return <Depots sites={user.clientData.subsidiaries} />
}

function Depots({
  sites,
}: {
  sites: { id_subsidiary: number; name: string }[]
}) {
  const { t } = useLingui()
  const list = useRouteList(Route.useSearch(), Route.useNavigate())
  const ability = useAbility()
  const actions = useRowActions("depots")
  const editor = useRowEditor(
    depotsKey,
    (depot: Depot | null, input: DepotInput) =>
      saveDepot(input, depot?.id_depot)
  )
  const depots = useListRows(
    getDepotsQueryOptions({
      page: list.paging.page,
      pageSize: list.paging.size,
      text: list.paging.text,
    })
  )
  const deletion = useDeleteConfirmation({
    remove: (depot: Depot) => deleteDepot(depot.id_depot),
    queryKey: depotsKey,
  })
  const siteName = (id: number) =>
    sites.find((s) => s.id_subsidiary === id)?.name ?? ""

  return (
    <section className="grid gap-4">
      <ListScreenHeader
        title={<Trans>Depots</Trans>}
        create={
          ability.can("create", "depots")
            ? { label: <Trans>New depot</Trans>, onClick: () => editor.edit() }
            : undefined
        }
      />
      <DataTable
        {...list.table}
        {...depots.table}
        columns={[
          helper.accessor((d) => d.address.name, {
            id: "name",
            header: t`Name`,
            cell: (info) => (
              <span className="inline-flex items-center gap-2">
                {info.getValue()}
                {info.row.original.isDefault && (
                  <Star
                    aria-label={t`Default depot`}
                    className="size-4 fill-warning text-warning"
                  />
                )}
              </span>
            ),
          }),
          helper.accessor((d) => d.address.address, {
            id: "address",
            header: t`Address`,
          }),
          helper.accessor((d) => siteName(d.id_subsidiary), {
            id: "site",
            header: t`Site`,
          }),
          helper.accessor(
            (d) =>
              `${d.address.latitude.toFixed(5)}, ${d.address.longitude.toFixed(5)}`,
            { id: "location", header: t`Location` }
          ),
        ]}
        getRowId={(d) => String(d.id_depot)}
        caption={t`Depots`}
        empty={t`No depots yet.`}
        rowActions={(depot) =>
          actions({
            edit: () => editor.edit(depot),
            remove: () => deletion.ask(depot),
          })
        }
      />
      {editor.open && (
        <DepotDialog
          depot={editor.row}
          sites={sites}
          onClose={editor.close}
          onSave={editor.save}
        />
      )}
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete the depot ${deletion.item?.address.name ?? ""}?`}
        description={t`Routes that start there need another depot. This cannot be undone.`}
      />
    </section>
  )
}
